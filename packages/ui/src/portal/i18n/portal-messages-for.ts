import type { SignedInLanguage } from '../../i18n/ui-language';
import { signedInLanguageOf } from '../../i18n/ui-language';
import { portalMessagesDe } from './portal-messages-de';
import { portalMessagesEn } from './portal-messages-en';
import type { PortalMessages } from './PortalMessages';

const catalogues: Readonly<Record<SignedInLanguage, PortalMessages>> = {
  en: portalMessagesEn,
  de: portalMessagesDe,
};

/** The portal's texts of a page's language, both at hand (tests and stories). */
export function portalMessagesFor(language: string): PortalMessages {
  return catalogues[signedInLanguageOf(language)];
}
