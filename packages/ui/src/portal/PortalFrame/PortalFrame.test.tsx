import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  everyPortalService,
  examplePortalUser,
  ticketsAndPendingDirect,
} from '../../examples/portal-services-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { PortalMessagesProvider } from '../i18n/PortalMessagesProvider';
import { portalMessagesFor } from '../i18n/portal-messages-for';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { PortalFrame, type PortalFrameSession } from './PortalFrame';

function renderFrame(session: PortalFrameSession, language = 'en') {
  const onSignOut = vi.fn();
  const onRetry = vi.fn();
  const view = renderWithPortalMessages(
    <PortalFrame
      localeCode={language === 'de' ? 'de-ch' : 'en'}
      current="inventory"
      session={session}
      onSignOut={onSignOut}
      onRetry={onRetry}
    >
      <p>The page</p>
    </PortalFrame>,
    language,
  );
  return { ...view, onSignOut, onRetry };
}

function navigationLinks(name = 'Portal navigation') {
  const navigation = screen.getByRole('navigation', { name });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('before the user is known (what the server renders for everyone)', () => {
  it('says it is signing in, offers only the dashboard and shows no personal data', () => {
    renderFrame({ kind: 'unknown' });
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    expect(navigationLinks()).toEqual([['Dashboard', '/en/mykomax']]);
    expect(screen.queryByRole('button', { name: /User menu/ })).toBeNull();
    expect(screen.queryByText('The page')).toBeNull();
  });

  it('renders on the server with the navigation open, as its toggle needs the script', () => {
    const html = renderToString(
      <PortalMessagesProvider messages={portalMessagesFor('en')}>
        <PortalFrame
          localeCode="en"
          current="dashboard"
          session={{ kind: 'unknown' }}
          onSignOut={vi.fn()}
          onRetry={vi.fn()}
        >
          <p>The page</p>
        </PortalFrame>
      </PortalMessagesProvider>,
    );
    expect(html).toContain('portal-nav__list--open');
    expect(html).not.toContain('Portal menu');
    expect(html).toContain('Signing you in…');
    expect(html).not.toContain('The page');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderFrame({ kind: 'unknown' });
    await expectAccessible(container);
  });
});

describe('for a signed-in user', () => {
  const signedIn = (services = everyPortalService): PortalFrameSession => ({
    kind: 'signed-in',
    user: examplePortalUser,
    services,
  });

  it('lists every service the user may use, in order, and marks the current one', () => {
    renderFrame(signedIn());
    expect(navigationLinks()).toEqual([
      ['Dashboard', '/en/mykomax'],
      ['Service tickets', '/en/mykomax/tickets/list'],
      ['Inventory', '/en/mykomax/inventory'],
      ['Wire-flow', '/en/mykomax/wire-flow'],
      ['Account settings', '/en/mykomax/account'],
      ['User administration', '/en/mykomax/user-admin'],
    ]);
    expect(screen.getByRole('link', { name: 'Inventory' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('leaves out the services the user lacks, and pending ones', () => {
    renderFrame(signedIn(ticketsAndPendingDirect));
    expect(navigationLinks().map(([name]) => name)).toEqual([
      'Dashboard',
      'Service tickets',
      'Account settings',
    ]);
  });

  it('opens the user menu from the initials with name, e-mail and signing out', () => {
    const { onSignOut } = renderFrame(signedIn());
    const toggle = screen.getByRole('button', { name: 'User menu of Anna Customer' });
    // The initials shown are hidden from the accessible name, which names the user instead.
    expect(toggle.querySelector('[aria-hidden="true"]')?.textContent).toBe('AC');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('anna.customer@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('closes the user menu on Escape and returns focus to its button', () => {
    renderFrame(signedIn());
    const toggle = screen.getByRole('button', { name: 'User menu of Anna Customer' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sign out' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('collapses the navigation behind a disclosure button for narrow screens', () => {
    renderFrame(signedIn());
    const toggle = screen.getByRole('button', { name: 'Portal menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.className).toContain('portal-nav__list--open');
  });

  it('reads German under the locale prefix', () => {
    renderFrame(signedIn(ticketsAndPendingDirect), 'de');
    expect(navigationLinks('Portal-Navigation')).toEqual([
      ['Übersicht', '/de-ch/mykomax'],
      ['Service-Tickets', '/de-ch/mykomax/tickets/list'],
      ['Kontoeinstellungen', '/de-ch/mykomax/account'],
    ]);
    expect(screen.getByRole('button', { name: 'Benutzermenü von Anna Customer' })).toBeTruthy();
  });

  it('has no serious accessibility violation with the user menu open', async () => {
    const { container } = renderFrame(signedIn());
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Anna Customer' }));
    await expectAccessible(container);
  });
});

describe('after a failed sign-in', () => {
  it('apologises, offers to try again and shows no page', async () => {
    const { onRetry, container } = renderFrame({ kind: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain('Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('The page')).toBeNull();
    await expectAccessible(container);
  });
});

describe('while signing out', () => {
  it('says so', () => {
    renderFrame({ kind: 'signing-out' }, 'de');
    expect(screen.getByRole('status').textContent).toBe('Sie werden abgemeldet…');
  });
});
