import type { AreaTexts } from './AreaTexts';
import type { navigationEn } from './navigation.en';

/** Texts of client navigation in the browser: loading indicator and the like. Chinese (simplified). */
export const navigationZh: AreaTexts<typeof navigationEn> = {
  'navigation.loading': '正在加载…',
  'navigation.pageLoaded': '页面已加载：{title}',
};
