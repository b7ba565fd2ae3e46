import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { SignedOutNotice } from './SignedOutNotice';

describe('the logout page', () => {
  it('says it is signing out, with no link yet', () => {
    renderWithPortalMessages(
      <SignedOutNotice localeCode="en" homeHref="/en" state="signing-out" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Signing you out…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('once signed out, offers signing in again and the home page', () => {
    renderWithPortalMessages(
      <SignedOutNotice localeCode="de-ch" homeHref="/de-ch" state="signed-out" />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sie wurden abgemeldet');
    expect(screen.getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).toBe(
      '/de-ch/mykomax',
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      '/de-ch',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithPortalMessages(
      <SignedOutNotice localeCode="en" homeHref="/en" state="signed-out" />,
    );
    await expectAccessible(container);
  });
});
