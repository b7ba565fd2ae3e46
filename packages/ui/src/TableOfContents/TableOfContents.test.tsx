import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { TableOfContents } from './TableOfContents';

const headings = [
  { id: 'intro', title: 'Introduction', level: 3 },
  { id: 'overview', title: 'Overview', level: 2 },
  { id: 'cutting', title: 'Cutting', level: 3 },
  { id: 'crimping', title: 'Crimping', level: 3 },
  { id: 'service', title: 'Service', level: 2 },
] as const;

describe('given the headings of a page', () => {
  it('lists them under the title "Contents", level 3 nested under the level 2 before it', () => {
    renderWithMessages(<TableOfContents headings={headings} />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const [top] = within(nav).getAllByRole('list');
    const topLinks = [...(top?.children ?? [])].map(
      (item) => item.querySelector(':scope > a')?.textContent,
    );
    expect(topLinks).toEqual(['Introduction', 'Overview', 'Service']);
    const overview = within(nav).getByRole('link', { name: 'Overview' }).closest('li');
    expect(
      within(overview as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#overview', '#cutting', '#crimping']);
  });

  it('is titled in German for German visitors', () => {
    renderWithMessages(<TableOfContents headings={headings} />, 'de');
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeTruthy();
  });

  it('draws nothing without headings', () => {
    const { container } = renderWithMessages(<TableOfContents headings={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<TableOfContents headings={headings} />);
    await expectAccessible(container);
  });
});
