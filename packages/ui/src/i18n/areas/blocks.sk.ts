import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Slovak. */
export const blocksSk: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Na tejto stránke',
  'blocks.tableOfContents.title': 'Obsah',
  'blocks.link.newTab': '(otvorí sa na novej karte)',
  'blocks.video.label': 'Video „{title}“',
  'blocks.video.watch': 'Prehrať video „{title}“',
  'blocks.video.watchOn': 'Prehrať video „{title}“ na {host}',
  'blocks.video.unsupported': 'Váš prehliadač tu toto video nedokáže prehrať.',
  'blocks.video.download': 'Stiahnuť video „{title}“',
  'blocks.gallery.label': 'Galéria obrázkov',
  'blocks.gallery.thumbnails': 'Vyberte obrázok',
  'blocks.gallery.show': 'Zobraziť obrázok {number} z {total}: {description}',
  'blocks.gallery.position': 'Obrázok {number} z {total}',
  'blocks.table.label': 'Tabuľka',
  'blocks.table.scroll': 'Ak chcete zobraziť všetky stĺpce, posuňte tabuľku do strany.',
  'blocks.downloads.type': 'Typ {type}',
  'blocks.downloads.language': 'Jazyk {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Telefón',
};
