import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Chinese (simplified). */
export const searchZh: AreaTexts<typeof searchEn> = {
  'search.open': '搜索',
  'search.dialog': '站内搜索',
  'search.label': '搜索本站',
  'search.placeholder': '您在寻找什么？',
  'search.submit': '搜索',
  'search.suggestions': '搜索建议',
  'search.results.title': '“{query}”的搜索结果',
  'search.results.one': '{count}条结果',
  'search.results.many': '{count}条结果',
  'search.results.range': '第{from}–{to}条，共{total}条',
  'search.results.more': '再显示{count}条',
  'search.loading': '正在搜索…',
  'search.failed': '搜索失败，请重试。',
  'search.retry': '重试',
  'search.empty': '未找到与“{query}”相关的内容。请尝试其他关键词。',
  'search.kind.page': '页面',
  'search.kind.product': '产品',
  'search.kind.service': '服务',
  'search.kind.story': '故事',
  'search.kind.media-release': '新闻稿',
};
