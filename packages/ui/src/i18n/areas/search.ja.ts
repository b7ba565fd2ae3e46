import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Japanese. */
export const searchJa: AreaTexts<typeof searchEn> = {
  'search.open': '検索',
  'search.dialog': 'サイト内検索',
  'search.label': 'サイト内を検索',
  'search.placeholder': '何をお探しですか？',
  'search.submit': '検索',
  'search.suggestions': '候補',
  'search.results.title': '「{query}」の検索結果',
  'search.results.one': '{count}件',
  'search.results.many': '{count}件',
  'search.results.range': '{total}件中{from}–{to}件',
  'search.results.more': 'さらに{count}件を表示',
  'search.loading': '検索中…',
  'search.failed': '検索に失敗しました。もう一度お試しください。',
  'search.retry': '再試行',
  'search.empty':
    '「{query}」に一致する結果は見つかりませんでした。別のキーワードでお試しください。',
  'search.kind.page': 'ページ',
  'search.kind.product': '製品',
  'search.kind.service': 'サービス',
  'search.kind.story': 'ストーリー',
  'search.kind.media-release': 'プレスリリース',
};
