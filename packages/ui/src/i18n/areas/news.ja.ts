import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Japanese. */
export const newsJa: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'プレスリリース',
  'news.releases.lead': 'お知らせと適時開示情報（新しい順）。',
  'news.releases.empty': 'プレスリリースはまだありません。',
  'news.releases.year': '{year}年のプレスリリース',
  'news.releases.adhoc': '適時開示',
  'news.releases.adhocLong': '適時開示情報',
  'news.releases.published': '公開日',
  'news.releases.back': 'プレスリリース一覧',
  'news.feed.title': 'ニュース',
  'news.feed.loading': 'ニュースを読み込んでいます…',
  'news.feed.error': 'ニュースを読み込めませんでした。しばらくしてからもう一度お試しください。',
  'news.feed.retry': '再試行',
  'news.feed.empty': 'ニュースはまだありません。',
  'news.feed.more': 'ニュースをさらに読み込む',
  'news.feed.loadingMore': 'ニュースをさらに読み込んでいます…',
  'news.feed.moreError': 'これ以上ニュースを読み込めませんでした。',
  'news.feed.readMore': '続きを読む',
  'news.feed.readMoreAbout': '続きを読む：{title}',
};
