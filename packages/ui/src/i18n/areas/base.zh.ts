import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Chinese (simplified). */
export const baseZh: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': '隐藏消息',
  'flashMessage.region': '提示',
  'notFound.title': '未找到页面',
  'notFound.message': '未找到页面：{path}',
  'notFound.homeLink': '返回首页',
  'block.unknown': '类型为“{type}”的内容模块暂时无法显示。',
  'portal.title': '您的门户',
  'callback.completing': '正在完成登录…',
  skipLink: '跳至正文',
};
