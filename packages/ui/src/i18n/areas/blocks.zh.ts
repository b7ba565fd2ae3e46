import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Chinese (simplified). */
export const blocksZh: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': '本页内容',
  'blocks.tableOfContents.title': '目录',
  'blocks.link.newTab': '（在新标签页中打开）',
  'blocks.video.label': '视频“{title}”',
  'blocks.video.watch': '观看视频“{title}”',
  'blocks.video.watchOn': '在{host}上观看视频“{title}”',
  'blocks.video.unsupported': '您的浏览器无法在此播放该视频。',
  'blocks.video.download': '下载视频“{title}”',
  'blocks.gallery.label': '图片库',
  'blocks.gallery.thumbnails': '选择图片',
  'blocks.gallery.show': '显示第{number}张图片（共{total}张）：{description}',
  'blocks.gallery.position': '第{number}张，共{total}张',
  'blocks.table.label': '表格',
  'blocks.table.scroll': '左右滑动可查看所有列。',
  'blocks.downloads.type': '类型：{type}',
  'blocks.downloads.language': '语言：{language}',
  'blocks.decimalMark': '.',
  'blocks.contact.email': '电子邮件',
  'blocks.contact.phone': '电话',
};
