import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Chinese (simplified). */
export const newsZh: AreaTexts<typeof newsEn> = {
  'news.releases.title': '新闻稿',
  'news.releases.lead': '公告和临时公告，按时间倒序排列。',
  'news.releases.empty': '目前暂无新闻稿。',
  'news.releases.year': '{year}年新闻稿',
  'news.releases.adhoc': '临时公告',
  'news.releases.adhocLong': '临时公告',
  'news.releases.published': '发布日期',
  'news.releases.back': '所有新闻稿',
  'news.feed.title': '新闻',
  'news.feed.loading': '正在加载新闻…',
  'news.feed.error': '无法加载新闻。请稍后重试。',
  'news.feed.retry': '重试',
  'news.feed.empty': '目前暂无新闻。',
  'news.feed.more': '加载更多新闻',
  'news.feed.loadingMore': '正在加载更多新闻…',
  'news.feed.moreError': '无法加载更多新闻。',
  'news.feed.readMore': '阅读全文',
  'news.feed.readMoreAbout': '阅读全文：{title}',
};
