import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { NotRegistered } from './NotRegistered';

describe('a service the user is not registered for', () => {
  it('names the service, says why and leads back to the dashboard', () => {
    renderWithPortalMessages(
      <NotRegistered localeCode="en" service="inventory" status="unregistered" />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'You are not registered for Inventory',
    );
    expect(screen.getByText(/does not have access to Inventory yet/)).toBeTruthy();
    expect(screen.getByText(/ask your organisation's administrator or contact Komax/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/en/mykomax',
    );
  });

  it('links to the registration when the service has one', () => {
    renderWithPortalMessages(
      <NotRegistered
        localeCode="en"
        service="komaxDirect"
        status="unregistered"
        registrationHref="https://direct.example.com/register"
      />,
    );
    expect(screen.getByRole('link', { name: 'Register for Direct' }).getAttribute('href')).toBe(
      'https://direct.example.com/register',
    );
  });

  it('says a pending registration is being reviewed, without a way to register again', () => {
    renderWithPortalMessages(
      <NotRegistered
        localeCode="de-ch"
        service="komaxDirect"
        status="pending"
        registrationHref="https://direct.example.com/register"
      />,
      'de',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ihre Registrierung für Direct (Online-Shop) ist in Prüfung',
    );
    expect(screen.queryByRole('link', { name: /registrieren/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' }).getAttribute('href')).toBe(
      '/de-ch/mykomax',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithPortalMessages(
      <NotRegistered localeCode="en" service="wireFlow" status="unregistered" />,
    );
    await expectAccessible(container);
  });
});
