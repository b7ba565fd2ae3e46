import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Japanese. */
export const headerJa: AreaTexts<typeof headerEn> = {
  'header.nav.overview': '概要：{title}',
  'header.notFound.searchHint': 'お探しのものが見つかりませんか？サイト内を検索してください。',
};
