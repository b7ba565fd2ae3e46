import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { AnchorNavigation } from './AnchorNavigation';

const sections = [
  { id: 'overview', title: 'Overview', level: 2 },
  { id: 'downloads', title: 'Downloads', level: 2 },
] as const;

describe('given the sections of a page', () => {
  it('is a navigation named "On this page" linking to each section', () => {
    renderWithMessages(<AnchorNavigation sections={sections} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Downloads' }).getAttribute('href')).toBe('#downloads');
  });

  it('is named in German for German visitors', () => {
    renderWithMessages(<AnchorNavigation sections={sections} />, 'de');
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeTruthy();
  });

  it('marks no section as current before the visitor scrolls', () => {
    renderWithMessages(<AnchorNavigation sections={sections} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('draws nothing without sections', () => {
    const { container } = renderWithMessages(<AnchorNavigation sections={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<AnchorNavigation sections={sections} />);
    await expectAccessible(container);
  });
});
