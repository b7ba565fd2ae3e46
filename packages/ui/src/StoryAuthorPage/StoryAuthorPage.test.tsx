import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleStoryAuthorView } from '../examples/stories-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StoryAuthorPage } from './StoryAuthorPage';

describe('an author page', () => {
  it('shows the author, the biography and their stories', async () => {
    const { container } = renderWithMessages(<StoryAuthorPage view={exampleStoryAuthorView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Brunner' })).toBeTruthy();
    expect(screen.getByText(/Lena writes about the machines/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stories by Lena Brunner' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to all stories' }).getAttribute('href')).toBe(
      '/en-ch/stories',
    );
    await expectAccessible(container);
  });

  it('says when the author has no story yet', () => {
    const view = {
      ...exampleStoryAuthorView,
      author: { ...exampleStoryAuthorView.author, stories: [] },
    };
    renderWithMessages(<StoryAuthorPage view={view} />, 'de');
    expect(screen.getByText('Lena Brunner hat noch keine Geschichte veröffentlicht.')).toBeTruthy();
  });
});
