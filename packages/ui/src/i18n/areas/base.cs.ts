import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Czech. */
export const baseCs: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Skrýt zprávu',
  'flashMessage.region': 'Upozornění',
  'notFound.title': 'Stránka nenalezena',
  'notFound.message': 'Stránka nenalezena: {path}',
  'notFound.homeLink': 'Zpět na úvodní stránku',
  'block.unknown': 'Pro tento obsahový blok typu „{type}“ zatím neexistuje zobrazení.',
  'portal.title': 'Váš portál',
  'callback.completing': 'Dokončujeme vaše přihlášení…',
  skipLink: 'Přejít na obsah',
};
