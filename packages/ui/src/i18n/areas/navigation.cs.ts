import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Czech. */
export const navigationCs: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Načítání…',
  'navigation.pageLoaded': 'Stránka načtena: {title}',
};
