import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StyleGuideLayout } from './StyleGuideLayout';

describe('given the buttons page of the style guide', () => {
  it('links every style-guide section, marking the current one', () => {
    renderWithMessages(
      <StyleGuideLayout section="style-guide-buttons">
        <h1>Buttons</h1>
      </StyleGuideLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Style guide sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/style-guide',
      '/style-guide/buttons',
      '/style-guide/components',
      '/style-guide/inputs',
      '/style-guide/modules',
      '/style-guide/typography',
      '/style-guide/pages/error',
      '/style-guide/tools/email-links',
    ]);
    expect(within(nav).getByRole('link', { name: 'Buttons' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      links.filter((link) => link.getAttribute('aria-current') !== null).map((l) => l.textContent),
    ).toEqual(['Buttons']);
  });

  it('has a title bar and puts the page in the main landmark', () => {
    renderWithMessages(
      <StyleGuideLayout section="style-guide">
        <h1>Overview</h1>
      </StyleGuideLayout>,
    );
    expect(within(screen.getByRole('banner')).getByRole('link').textContent).toBe('Style guide');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByRole('heading', { name: 'Overview' })).toBeTruthy();
  });

  it('reads German', () => {
    renderWithMessages(
      <StyleGuideLayout section="style-guide-typography">
        <h1>Typografie</h1>
      </StyleGuideLayout>,
      'de',
    );
    const nav = screen.getByRole('navigation', { name: 'Bereiche des Styleguides' });
    expect(within(nav).getByRole('link', { name: 'Typografie' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <StyleGuideLayout section="style-guide-inputs">
        <h1>Inputs</h1>
      </StyleGuideLayout>,
    );
    await expectAccessible(container);
  });
});
