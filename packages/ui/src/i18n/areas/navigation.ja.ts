import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Japanese. */
export const navigationJa: AreaTexts<typeof navigationEn> = {
  'navigation.loading': '読み込み中…',
  'navigation.pageLoaded': 'ページを読み込みました：{title}',
};
