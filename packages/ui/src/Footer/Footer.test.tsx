import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkFrame, emptyNavigationFrame, exampleFrame, lightFrame } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { Footer } from './Footer';

describe('given the footer of the example site', () => {
  it('links to the contact page', () => {
    renderWithMessages(<Footer frame={exampleFrame} />);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/en-ch/contact',
    );
  });

  it('shows each section with its heading and links', () => {
    renderWithMessages(<Footer frame={exampleFrame} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Legal']);
    expect(within(nav).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      '/en-ch/imprint',
    );
  });

  it('ends with the copyright line naming the site', () => {
    renderWithMessages(<Footer frame={exampleFrame} />);
    expect(screen.getByText('© Komax. All rights reserved.')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<Footer frame={exampleFrame} />);
    await expectAccessible(container);
  });
});

describe('given each footer theme', () => {
  it.each([
    ['Default', emptyNavigationFrame, 'site-footer--default'],
    ['Dark', darkFrame, 'site-footer--dark'],
    ['Light', lightFrame, 'site-footer--light'],
  ])('draws the %s theme with its class', (theme, frame, className) => {
    const { container } = renderWithMessages(
      <Footer frame={{ ...frame, footer: { ...frame.footer, theme } }} />,
    );
    expect(container.querySelector('footer')?.className).toContain(className);
  });
});

describe('given a site without contact link or sections', () => {
  it('shows only the copyright line', () => {
    renderWithMessages(<Footer frame={emptyNavigationFrame} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('Komax');
  });
});

describe('given German texts', () => {
  it('writes the copyright line in German', () => {
    renderWithMessages(<Footer frame={exampleFrame} />, 'de');
    expect(screen.getByText('© Komax. Alle Rechte vorbehalten.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Fusszeile' })).toBeTruthy();
  });
});
