import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. German. */
export const navigationDe: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Wird geladen…',
  'navigation.pageLoaded': 'Seite geladen: {title}',
};
