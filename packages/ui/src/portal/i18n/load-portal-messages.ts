import type { SignedInLanguage } from '../../i18n/ui-language';
import { signedInLanguageOf } from '../../i18n/ui-language';
import type { PortalMessages } from './PortalMessages';

// The browser loads one language's portal texts, as a script part of their own.
const loaders: Readonly<Record<SignedInLanguage, () => Promise<PortalMessages>>> = {
  en: () => import('./portal-messages-en').then((module) => module.portalMessagesEn),
  de: () => import('./portal-messages-de').then((module) => module.portalMessagesDe),
};

/** Loads the portal's texts of a page's language; a failed load may be tried again. */
export function loadPortalMessages(language: string): Promise<PortalMessages> {
  return loaders[signedInLanguageOf(language)]();
}
