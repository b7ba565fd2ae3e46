import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Romanian. */
export const navigationRo: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Se încarcă…',
  'navigation.pageLoaded': 'Pagină încărcată: {title}',
};
