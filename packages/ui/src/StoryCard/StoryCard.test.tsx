import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleStoryTeasers } from '../examples/stories-examples';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StoryCard } from './StoryCard';

const links = { localeCode: 'de', siteSlug: 'automotive' };
const [first, , third] = exampleStoryTeasers;

describe('a story card', () => {
  it('shows category, date, title, lead, video badge and author links', () => {
    if (first === undefined) throw new Error('example missing');
    renderWithMessages(<StoryCard story={first} links={links} dateLocale="de-CH" />, 'de');
    expect(screen.getByText('Innovation')).toBeTruthy();
    expect(screen.getByText('18. März 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(first.title);
    expect(screen.getByText('Mit Video')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lena Brunner' }).getAttribute('href')).toBe(
      '/de/automotive/stories/contacts/lena-brunner',
    );
  });

  it('leaves out what the story lacks', () => {
    if (third === undefined) throw new Error('example missing');
    const { container } = renderWithMessages(
      <StoryCard
        story={{ ...third, hasVideo: false, storyContacts: [] }}
        links={links}
        dateLocale="en"
        headingLevel={3}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.story-card__badge')).toBeNull();
    expect(container.querySelector('.story-card__authors')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });
});
