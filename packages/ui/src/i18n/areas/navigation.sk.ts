import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Slovak. */
export const navigationSk: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Načítava sa…',
  'navigation.pageLoaded': 'Stránka je načítaná: {title}',
};
