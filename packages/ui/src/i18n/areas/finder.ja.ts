import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Japanese. */
export const finderJa: AreaTexts<typeof finderEn> = {
  'finder.heading': '製品を探す',
  'finder.classification': '製品ファミリー',
  'finder.capability': '機能',
  'finder.any': 'すべて',
  'finder.submit': '製品を表示',
  'finder.reset': 'フィルターをクリア',
  'finder.all': 'すべての製品',
  'finder.matching': '該当する製品',
  'finder.summary': '{total} 製品中 {from}–{to}',
  'finder.none': 'これらのフィルターに一致する製品はありません。',
  'finder.pages': 'ページ',
  'finder.previous': '前のページ',
  'finder.next': '次のページ',
  'finder.page': '{page} ページ',
};
