import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Slovak. */
export const baseSk: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Skryť správu',
  'flashMessage.region': 'Upozornenie',
  'notFound.title': 'Stránka sa nenašla',
  'notFound.message': 'Stránka sa nenašla: {path}',
  'notFound.homeLink': 'Späť na úvodnú stránku',
  'block.unknown': 'Pre tento obsahový blok typu „{type}“ zatiaľ neexistuje zobrazenie.',
  'portal.title': 'Váš portál',
  'callback.completing': 'Dokončujeme vaše prihlásenie…',
  skipLink: 'Preskočiť na obsah',
};
