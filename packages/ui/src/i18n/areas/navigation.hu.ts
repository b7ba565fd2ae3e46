import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Hungarian. */
export const navigationHu: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Betöltés…',
  'navigation.pageLoaded': 'Az oldal betöltődött: {title}',
};
