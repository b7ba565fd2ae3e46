import { isApplicationRole, isPortalApplication } from '@kmx/domain/portal';
import type { PortalMessages } from './i18n/PortalMessages';

/** An application's name in the page's language; an id the portal does not know stays as it is. */
export function applicationText(messages: PortalMessages, application: string): string {
  return isPortalApplication(application)
    ? messages[`portal.userAdmin.application.${application}`]
    : application;
}

/** A role's name in the page's language; a role text the portal does not know stays as it is. */
export function roleText(messages: PortalMessages, role: string): string {
  return isApplicationRole(role) ? messages[`portal.userAdmin.role.${role}`] : role;
}

/** A country's name in the page's language (`DE` → "Germany"); the code itself when unknown. */
export function countryText(code: string, localeCode: string): string {
  try {
    return new Intl.DisplayNames([localeCode], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
