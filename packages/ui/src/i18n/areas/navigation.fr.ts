import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. French. */
export const navigationFr: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Chargement…',
  'navigation.pageLoaded': 'Page chargée : {title}',
};
