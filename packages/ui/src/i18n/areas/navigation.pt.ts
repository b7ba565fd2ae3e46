import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Portuguese (Brazil). */
export const navigationPt: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Carregando…',
  'navigation.pageLoaded': 'Página carregada: {title}',
};
