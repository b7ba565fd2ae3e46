import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Chinese. */
export const finderZh: AreaTexts<typeof finderEn> = {
  'finder.heading': '查找产品',
  'finder.classification': '产品系列',
  'finder.capability': '功能',
  'finder.any': '全部',
  'finder.submit': '显示产品',
  'finder.reset': '清除筛选',
  'finder.all': '全部产品',
  'finder.matching': '符合条件的产品',
  'finder.summary': '第 {from}–{to} 个，共 {total} 个产品',
  'finder.none': '没有符合这些筛选条件的产品。',
  'finder.pages': '页码',
  'finder.previous': '上一页',
  'finder.next': '下一页',
  'finder.page': '第 {page} 页',
};
