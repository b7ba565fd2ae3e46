import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleUser } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { UserMenu } from './UserMenu';

describe('given a visitor the page does not know', () => {
  it('offers "Log in" as a link to the portal home', () => {
    renderWithMessages(<UserMenu portalHref="/en-ch/mykomax" />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en-ch/mykomax',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Anmelden" in German', () => {
    renderWithMessages(<UserMenu portalHref="/de/mykomax" user={null} />, 'de');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<UserMenu portalHref="/en/mykomax" />);
    await expectAccessible(container);
  });
});

describe('given a signed-in visitor', () => {
  function openMenu() {
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Anna Muster' }));
  }

  it('shows their name on a closed menu button', () => {
    renderWithMessages(<UserMenu portalHref="/en-ch/mykomax" user={exampleUser} />);
    const button = screen.getByRole('button', { name: 'User menu of Anna Muster' });
    expect(button.textContent).toContain('Anna Muster');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('opens the portal entries, all below the portal home', () => {
    renderWithMessages(<UserMenu portalHref="/en-ch/mykomax" user={exampleUser} />);
    openMenu();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Dashboard')).toBe('/en-ch/mykomax');
    expect(href('Account settings')).toBe('/en-ch/mykomax/account');
    expect(href('Service tickets')).toBe('/en-ch/mykomax/tickets/list');
    expect(href('Open Direct')).toBe('https://direct.example.com');
    expect(href('Log out')).toBe('/en-ch/mykomax/logout');
  });

  it('leaves Direct out for a visitor without it', () => {
    renderWithMessages(<UserMenu portalHref="/en/mykomax" user={{ name: 'Anna Muster' }} />);
    openMenu();
    expect(screen.queryByRole('link', { name: 'Open Direct' })).toBeNull();
  });

  it('closes on Escape and puts focus back on its button', () => {
    renderWithMessages(<UserMenu portalHref="/en/mykomax" user={exampleUser} />);
    openMenu();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Dashboard' }), { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'User menu of Anna Muster' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('reads German', () => {
    renderWithMessages(<UserMenu portalHref="/de/mykomax" user={exampleUser} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Benutzermenü von Anna Muster' }));
    expect(screen.getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe(
      '/de/mykomax/logout',
    );
  });

  it('has no serious accessibility violation when open', async () => {
    const { container } = renderWithMessages(
      <UserMenu portalHref="/en/mykomax" user={exampleUser} />,
    );
    openMenu();
    await expectAccessible(container);
  });
});
