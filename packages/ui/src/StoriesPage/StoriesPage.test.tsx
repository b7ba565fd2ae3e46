import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  exampleEmptyStoriesView,
  exampleFilteredStoriesView,
  exampleGermanStoriesView,
  exampleStoriesIntro,
  exampleStoriesView,
  exampleStoriesViewWithIntro,
} from '../examples/stories-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StoriesPage } from './StoriesPage';

describe('the stories overview', () => {
  it('lists a card per story, linking to the story in the locale', () => {
    renderWithMessages(<StoriesPage view={exampleStoriesView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stories' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'One cut, thirty thousand times a day' });
    expect(link.getAttribute('href')).toBe('/en-ch/stories/one-cut-thirty-thousand-times');
    expect(screen.getByText('3 stories')).toBeTruthy();
    expect(screen.getByText('18 March 2025')).toBeTruthy();
    expect(screen.getAllByText('Video')).toHaveLength(2);
  });

  it('offers a GET filter form by category, author and videos only that works without script', () => {
    const { container } = renderWithMessages(<StoriesPage view={exampleStoriesView} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en-ch/stories');
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(category.name).toBe('category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Innovation', 'Know-how', 'People']);
    expect((screen.getByRole('combobox', { name: 'By author' }) as HTMLSelectElement).name).toBe(
      'author',
    );
    const videos = screen.getByRole('checkbox', { name: 'Videos only' }) as HTMLInputElement;
    expect([videos.name, videos.value, videos.checked]).toEqual(['videos', 'true', false]);
    expect(screen.queryByRole('link', { name: 'Back to all stories' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recommended reads' })).toBeNull();
  });

  it('links each category to the overview filtered by it', () => {
    renderWithMessages(<StoriesPage view={exampleStoriesView} />);
    const nav = screen.getByRole('navigation', { name: 'Category' });
    expect(within(nav).getByRole('link', { name: 'Know-how' }).getAttribute('href')).toBe(
      '/en-ch/stories?category=know-how',
    );
  });

  it('when filtered, keeps the choice, offers the way back and recommends other stories', () => {
    renderWithMessages(<StoriesPage view={exampleFilteredStoriesView} />);
    expect(
      (screen.getByRole('checkbox', { name: 'Videos only' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to all stories' }).getAttribute('href')).toBe(
      '/en-ch/stories',
    );
    const recommended = screen.getByRole('region', { name: 'Recommended reads' });
    expect(
      within(recommended).getByRole('link', { name: "The apprentice's first machine" }),
    ).toBeTruthy();
  });

  it('says so when no story matches', async () => {
    const { container } = renderWithMessages(<StoriesPage view={exampleEmptyStoriesView} />);
    expect(screen.getByText('No stories match this filter.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(
      'people',
    );
    await expectAccessible(container);
  });

  it('is German with German dates in German', async () => {
    const { container } = renderWithMessages(<StoriesPage view={exampleGermanStoriesView} />, 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Geschichten' })).toBeTruthy();
    expect(screen.getByText('18. März 2025')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'One cut, thirty thousand times a day' })
        .getAttribute('href'),
    ).toBe('/de-ch/stories/one-cut-thirty-thousand-times');
    await expectAccessible(container);
  });
});

describe('the stories overview with a CMS page at its address', () => {
  it('is headed by the CMS page’s title and blocks instead of the ui’s texts', async () => {
    const { container } = renderWithMessages(<StoriesPage view={exampleStoriesViewWithIntro} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Stories from the shop floor',
    );
    expect(screen.getByRole('link', { name: 'Who we are' }).getAttribute('href')).toBe(
      '/en-ch/company',
    );
    expect(container.querySelector('.stories-page__intro')).toBeNull();
    // Above the filter and the list, the authors link kept.
    const intro = container.querySelector('.list-intro');
    expect(intro?.compareDocumentPosition(container.querySelector('form') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('link', { name: 'All authors' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('keeps its intro when the list is filtered', () => {
    renderWithMessages(
      <StoriesPage view={{ ...exampleFilteredStoriesView, intro: exampleStoriesIntro }} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Stories from the shop floor',
    );
    expect(screen.getByRole('link', { name: 'Back to all stories' })).toBeTruthy();
  });

  it('shows a German intro, marked German, in a German frame', () => {
    renderWithMessages(
      <StoriesPage
        view={{
          ...exampleGermanStoriesView,
          intro: {
            ...exampleStoriesIntro,
            title: 'Geschichten aus der Fertigung',
            contentLanguage: 'de',
            blocks: [
              { id: 'intro', type: 'RichText', html: '<p>Wie Kabel verarbeitet werden.</p>' },
            ],
          },
        }}
      />,
      'de',
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Geschichten aus der Fertigung');
    expect(heading.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Wie Kabel verarbeitet werden.')).toBeTruthy();
  });
});
