import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Chinese. */
export const headerZh: AreaTexts<typeof headerEn> = {
  'header.nav.overview': '概览：{title}',
  'header.notFound.searchHint': '在找其他内容吗？搜索本网站。',
};
