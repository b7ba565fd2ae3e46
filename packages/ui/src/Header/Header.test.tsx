import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  darkFrame,
  emptyNavigationFrame,
  exampleFrame,
  exampleUser,
  lightFrame,
} from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { Header } from './Header';

describe('given the example frame', () => {
  it('links the logo with the site name to the home page', () => {
    renderWithMessages(<Header frame={exampleFrame} homeHref="/ignored" />);
    const logo = screen.getByRole('link', { name: 'Komax home page' });
    expect(logo.getAttribute('href')).toBe('/en-ch');
    expect(logo.textContent).toBe('Komax');
  });

  it('holds the main navigation, the selector and "Log in" in the banner landmark', () => {
    renderWithMessages(<Header frame={exampleFrame} homeHref="/en-ch" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: /^Location and language/ })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en-ch/mykomax',
    );
  });

  it('puts the utility bar before the main menu, so it comes first in the tab order', () => {
    renderWithMessages(<Header frame={exampleFrame} homeHref="/en-ch" />);
    const selector = screen.getByRole('button', { name: /^Location and language/ });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(
      selector.compareDocumentPosition(navigation) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the user menu of a signed-in visitor', () => {
    renderWithMessages(<Header frame={exampleFrame} homeHref="/en-ch" user={exampleUser} />);
    expect(screen.getByRole('button', { name: 'User menu of Anna Muster' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<Header frame={exampleFrame} homeHref="/en-ch" />);
    await expectAccessible(container);
  });
});

describe('given each header theme', () => {
  it.each([
    ['Default', exampleFrame, 'site-header--default'],
    ['Dark', darkFrame, 'site-header--dark'],
    ['Light', lightFrame, 'site-header--light'],
  ])('draws the %s theme with its class', (_name, frame, className) => {
    renderWithMessages(<Header frame={frame} homeHref="/en-ch" />);
    expect(screen.getByRole('banner').className).toContain(className);
  });
});

describe('given an empty navigation', () => {
  it('leaves the main navigation out and keeps the logo and "Log in"', () => {
    renderWithMessages(<Header frame={emptyNavigationFrame} homeHref="/en-ch" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Komax home page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

describe('given a site whose header options hide the menu (spec 3.4)', () => {
  const hidden = { ...exampleFrame, header: { ...exampleFrame.header, hidden: true } };

  it('leaves the main menu out and keeps the logo and the tools', () => {
    renderWithMessages(<Header frame={hidden} homeHref="/en-ch" />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Komax home page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Location and language/ })).toBeTruthy();
    expect(screen.getByRole('banner').className).toContain('site-header--menu-hidden');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<Header frame={hidden} homeHref="/en-ch" />);
    await expectAccessible(container);
  });
});

describe('given no frame', () => {
  it('only links home', () => {
    renderWithMessages(<Header frame={null} homeHref="/de" />, 'de');
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/de');
    expect(within(banner).getByRole('link', { name: 'Startseite' })).toBe(links[0]);
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<Header frame={null} homeHref="/en" />);
    await expectAccessible(container);
  });
});
