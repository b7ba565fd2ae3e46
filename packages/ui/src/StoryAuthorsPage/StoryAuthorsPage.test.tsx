import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleStoryAuthorsView } from '../examples/stories-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StoryAuthorsPage } from './StoryAuthorsPage';

describe('the story authors', () => {
  it('shows a card per author with role and story count, linking to their page', async () => {
    const { container } = renderWithMessages(<StoryAuthorsPage view={exampleStoryAuthorsView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Authors' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lena Brunner' }).getAttribute('href')).toBe(
      '/en-ch/stories/contacts/lena-brunner',
    );
    expect(screen.getByText('Head of Product Marketing')).toBeTruthy();
    expect(screen.getByText('2 stories')).toBeTruthy();
    expect(screen.getByText('1 story')).toBeTruthy();
    await expectAccessible(container);
  });

  it('says when there are none, in German too', () => {
    renderWithMessages(
      <StoryAuthorsPage view={{ ...exampleStoryAuthorsView, authors: [] }} />,
      'de',
    );
    expect(screen.getByText('Es gibt noch keine Autoren.')).toBeTruthy();
  });
});
