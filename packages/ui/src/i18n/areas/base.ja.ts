import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Japanese. */
export const baseJa: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'メッセージを非表示',
  'flashMessage.region': 'お知らせ',
  'notFound.title': 'ページが見つかりません',
  'notFound.message': 'ページが見つかりません：{path}',
  'notFound.homeLink': 'ホームページに戻る',
  'block.unknown': 'タイプ「{type}」のコンテンツブロックは、まだ表示に対応していません。',
  'portal.title': 'マイポータル',
  'callback.completing': 'ログインを完了しています…',
  skipLink: '本文へスキップ',
};
