import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Spanish. */
export const navigationEs: AreaTexts<typeof navigationEn> = {
  'navigation.loading': 'Cargando…',
  'navigation.pageLoaded': 'Página cargada: {title}',
};
