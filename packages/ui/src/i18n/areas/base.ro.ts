import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Romanian. */
export const baseRo: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Ascunde mesajul',
  'flashMessage.region': 'Notificare',
  'notFound.title': 'Pagina nu a fost găsită',
  'notFound.message': 'Pagina nu a fost găsită: {path}',
  'notFound.homeLink': 'Înapoi la pagina principală',
  'block.unknown': 'Acest bloc de conținut de tipul „{type}” nu poate fi afișat încă.',
  'portal.title': 'Portalul dumneavoastră',
  'callback.completing': 'Se finalizează autentificarea…',
  skipLink: 'Salt la conținut',
};
