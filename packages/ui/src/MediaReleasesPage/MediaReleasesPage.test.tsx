import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  exampleMediaReleasesIntro,
  exampleMediaReleasesView,
  exampleMediaReleasesViewWithIntro,
  germanFrame,
} from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { MediaReleasesPage } from './MediaReleasesPage';

describe('the media releases page', () => {
  it('lists the releases by year, newest first, linking each in the visitor locale', () => {
    renderWithMessages(<MediaReleasesPage view={exampleMediaReleasesView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Media releases' })).toBeTruthy();
    const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(years).toEqual(['Media releases 2025', 'Media releases 2024']);
    const link = screen.getByRole('link', { name: 'Kudex reports annual results 2024' });
    expect(link.getAttribute('href')).toBe('/en-ch/media-releases/annual-results-2024');
    expect(screen.getByText('6 March 2025')).toBeTruthy();
  });

  it('marks ad hoc releases in words, and only those', () => {
    renderWithMessages(<MediaReleasesPage view={exampleMediaReleasesView} />);
    const items = screen.getAllByRole('listitem');
    const marked = items.filter((item) => within(item).queryByText('Ad hoc announcement'));
    expect(marked.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Kudex reports annual results 2024',
      'Half-year results 2024',
    ]);
  });

  it('says so when there are no releases', () => {
    renderWithMessages(<MediaReleasesPage view={{ ...exampleMediaReleasesView, releases: [] }} />);
    expect(screen.getByText('There are no media releases yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reads German with German dates and the German ad hoc mark', () => {
    renderWithMessages(
      <MediaReleasesPage
        view={{ ...exampleMediaReleasesView, language: 'de', frame: germanFrame }}
      />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Medienmitteilungen' })).toBeTruthy();
    expect(screen.getAllByText('Ad-hoc-Mitteilung')).toHaveLength(2);
    expect(screen.getByText(/März 2025/)).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<MediaReleasesPage view={exampleMediaReleasesView} />);
    await expectAccessible(container);
  });
});

describe('the media releases page with a CMS page at its address', () => {
  it('is headed by the CMS page’s title and blocks instead of the ui’s texts', () => {
    const { container } = renderWithMessages(
      <MediaReleasesPage view={exampleMediaReleasesViewWithIntro} />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Press releases and ad hoc news');
    expect(screen.getByRole('link', { name: 'press office' }).getAttribute('href')).toBe(
      '/en-ch/contact',
    );
    expect(container.querySelector('.media-releases__lead')).toBeNull();
    // The intro stands between the heading and the list.
    const intro = container.querySelector('.list-intro');
    const firstYear = screen.getAllByRole('heading', { level: 2 })[0];
    expect(heading.nextElementSibling).toBe(intro);
    expect(intro?.compareDocumentPosition(firstYear as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Media releases 2025',
      'Media releases 2024',
    ]);
  });

  it('marks a heading in a fallback language with it, in a German frame', () => {
    renderWithMessages(
      <MediaReleasesPage
        view={{
          ...exampleMediaReleasesViewWithIntro,
          language: 'de',
          frame: germanFrame,
          intro: {
            ...exampleMediaReleasesIntro,
            blocks: [
              {
                id: 'intro',
                type: 'RichText',
                html: '<p>Unsere Medienmitteilungen, die neuesten zuerst.</p>',
              },
            ],
          },
        }}
      />,
      'de',
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Unsere Medienmitteilungen, die neuesten zuerst.')).toBeTruthy();
    expect(screen.getAllByText('Ad-hoc-Mitteilung')).toHaveLength(2);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <MediaReleasesPage view={exampleMediaReleasesViewWithIntro} />,
    );
    await expectAccessible(container);
  });
});
