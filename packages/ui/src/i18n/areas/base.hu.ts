import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Hungarian. */
export const baseHu: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Üzenet elrejtése',
  'flashMessage.region': 'Értesítés',
  'notFound.title': 'Az oldal nem található',
  'notFound.message': 'Az oldal nem található: {path}',
  'notFound.homeLink': 'Vissza a kezdőlapra',
  'block.unknown': 'Ehhez a(z) „{type}” típusú tartalmi blokkhoz még nincs megjelenítés.',
  'portal.title': 'Az Ön portálja',
  'callback.completing': 'Bejelentkezés befejezése…',
  skipLink: 'Ugrás a tartalomhoz',
};
