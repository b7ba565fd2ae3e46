import type { MenuItemView } from '@kmx/domain/view';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleFrame } from '../examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { MainNavigation } from './MainNavigation';

const items = exampleFrame.header.items;
const withTwoSubmenus: readonly MenuItemView[] = [
  ...items,
  {
    title: 'Products',
    href: '/en-ch/products',
    newTab: false,
    active: false,
    items: [
      {
        title: 'Cutting',
        href: '/en-ch/products/cutting',
        newTab: false,
        active: false,
        items: [],
      },
    ],
  },
];

describe('given the header navigation of the example site', () => {
  it('is a navigation named "Main" whose top items are links', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Solutions' }).getAttribute('href')).toBe(
      '/en-ch/solutions',
    );
    expect(within(nav).getByRole('link', { name: 'Company' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('keeps a submenu closed until its button is pressed', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const button = screen.getByRole('button', { name: 'Company submenu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Management' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Management' }).getAttribute('href')).toBe(
      '/en-ch/company/management',
    );
  });

  it('points each submenu button at the submenu it controls', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const button = screen.getByRole('button', { name: 'Company submenu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('History');
  });

  it('closes the open submenu on Escape and puts focus back on its button', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const button = screen.getByRole('button', { name: 'Company submenu' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'History' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the open submenu when the visitor presses outside the navigation', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const button = screen.getByRole('button', { name: 'Company submenu' });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one submenu at a time', () => {
    renderWithMessages(<MainNavigation items={withTwoSubmenus} />);
    const company = screen.getByRole('button', { name: 'Company submenu' });
    const products = screen.getByRole('button', { name: 'Products submenu' });
    fireEvent.click(company);
    fireEvent.click(products);
    expect(company.getAttribute('aria-expanded')).toBe('false');
    expect(products.getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles the whole list with the menu button, and Escape closes it', () => {
    renderWithMessages(<MainNavigation items={items} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(list?.className).toContain('main-nav__list--open');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Careers' }), { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('has no serious accessibility violation with every submenu closed', async () => {
    const { container } = renderWithMessages(<MainNavigation items={withTwoSubmenus} />);
    await expectAccessible(container);
  });

  it('has no serious accessibility violation with a submenu open', async () => {
    const { container } = renderWithMessages(<MainNavigation items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Company submenu' }));
    await expectAccessible(container);
  });
});

describe('given the server render', () => {
  const html = renderToString(
    <MessagesProvider messages={messagesFor('en')}>
      <MainNavigation items={items} />
    </MessagesProvider>,
  );

  it('has every top item as a plain link', () => {
    for (const item of items) expect(html).toContain(`href="${item.href}"`);
  });

  it('hides the buttons that need script and marks the navigation static', () => {
    expect(html).toContain('main-nav--static');
    expect(html).toMatch(/<button[^>]*class="main-nav__toggle"[^>]*hidden=""/);
  });

  it('offers the menu as a link to the folded list, so small screens need no script', () => {
    const listId = /<ul id="([^"]+)" class="main-nav__list"/.exec(html)?.[1];
    expect(listId).toBeDefined();
    expect(html).toContain(`<a class="main-nav__toggle" href="#${listId ?? ''}">`);
  });
});

describe('once hydrated', () => {
  it('hides the menu link and keeps only the button', () => {
    const { container } = renderWithMessages(<MainNavigation items={items} />);
    expect(container.querySelector('a.main-nav__toggle')?.hasAttribute('hidden')).toBe(true);
    expect(container.querySelector('button.main-nav__toggle')?.hasAttribute('hidden')).toBe(false);
  });
});

describe('given a link that opens in a new tab', () => {
  it('says so to screen readers', () => {
    renderWithMessages(
      <MainNavigation
        items={[
          {
            title: 'Jobs',
            href: 'https://jobs.example.com',
            newTab: true,
            active: false,
            items: [],
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Jobs (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('given an empty navigation', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(<MainNavigation items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('given German texts', () => {
  it('names the navigation and its buttons in German', () => {
    renderWithMessages(<MainNavigation items={items} />, 'de');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menü' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Untermenü Company' })).toBeTruthy();
  });
});

const megaItems: readonly MenuItemView[] = [
  {
    title: 'Products',
    href: '/en/products',
    newTab: false,
    active: false,
    teaser: { title: 'New: Crimp Centre 9', text: 'Crimping with monitored force.' },
    items: [
      { title: 'Cutting', href: '/en/products/cutting', newTab: false, active: false, items: [] },
      { title: 'Crimping', href: '/en/products/crimping', newTab: false, active: false, items: [] },
    ],
  },
  {
    title: 'Company',
    href: '/en/company',
    newTab: false,
    active: false,
    items: [
      { title: 'History', href: '/en/company/history', newTab: false, active: false, items: [] },
    ],
  },
  { title: 'Contact', href: '/en/contact', newTab: false, active: false, items: [] },
];

describe('given sections with sub-items and a teaser (the mega menu)', () => {
  it('draws each submenu on the server with an overview link and the teaser', () => {
    const html = renderToString(
      <MessagesProvider messages={messagesFor('en')}>
        <MainNavigation items={megaItems} />
      </MessagesProvider>,
    );
    expect(html).toContain('href="/en/products"');
    expect(html).toContain('Overview: Products');
    expect(html).toContain('New: Crimp Centre 9');
    expect(html).toContain('Crimping with monitored force.');
    expect(html).toContain('href="/en/products/crimping"');
  });

  it('opens a submenu with ArrowDown on its button and enters it at the first link', () => {
    renderWithMessages(<MainNavigation items={megaItems} />);
    const button = screen.getByRole('button', { name: 'Products submenu' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Overview: Products' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cutting' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Crimping' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Overview: Products' }));
  });

  it('closes with Escape from inside and gives focus back to its button', () => {
    renderWithMessages(<MainNavigation items={megaItems} />);
    const button = screen.getByRole('button', { name: 'Products submenu' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('moves along the top row with ArrowRight and ArrowLeft, wrapping', () => {
    renderWithMessages(<MainNavigation items={megaItems} />);
    const products = screen.getByRole('link', { name: 'Products' });
    products.focus();
    fireEvent.keyDown(products, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Products submenu' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Contact' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(products);
    fireEvent.keyDown(products, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Contact' }));
  });

  it('has no serious accessibility violation with a mega menu open', async () => {
    const { container } = renderWithMessages(<MainNavigation items={megaItems} />);
    fireEvent.click(screen.getByRole('button', { name: 'Products submenu' }));
    await expectAccessible(container);
  });
});
