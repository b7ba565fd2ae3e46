import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Japanese. */
export const blocksJa: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'このページの内容',
  'blocks.tableOfContents.title': '目次',
  'blocks.link.newTab': '（新しいタブで開きます）',
  'blocks.video.label': '動画「{title}」',
  'blocks.video.watch': '動画「{title}」を見る',
  'blocks.video.watchOn': '動画「{title}」を{host}で見る',
  'blocks.video.unsupported': 'お使いのブラウザでは、この動画をここで再生できません。',
  'blocks.video.download': '動画「{title}」をダウンロード',
  'blocks.gallery.label': '画像ギャラリー',
  'blocks.gallery.thumbnails': '画像を選択',
  'blocks.gallery.show': '画像{number}/{total}を表示：{description}',
  'blocks.gallery.position': '画像{number}/{total}',
  'blocks.table.label': '表',
  'blocks.table.scroll': 'すべての列を見るには横にスクロールしてください。',
  'blocks.downloads.type': '種類：{type}',
  'blocks.downloads.language': '言語：{language}',
  'blocks.decimalMark': '.',
  'blocks.contact.email': 'メール',
  'blocks.contact.phone': '電話',
};
