import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Czech. */
export const blocksCs: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Na této stránce',
  'blocks.tableOfContents.title': 'Obsah',
  'blocks.link.newTab': '(otevře se na nové kartě)',
  'blocks.video.label': 'Video „{title}“',
  'blocks.video.watch': 'Přehrát video „{title}“',
  'blocks.video.watchOn': 'Přehrát video „{title}“ na {host}',
  'blocks.video.unsupported': 'Váš prohlížeč zde toto video nedokáže přehrát.',
  'blocks.video.download': 'Stáhnout video „{title}“',
  'blocks.gallery.label': 'Galerie obrázků',
  'blocks.gallery.thumbnails': 'Vyberte obrázek',
  'blocks.gallery.show': 'Zobrazit obrázek {number} z {total}: {description}',
  'blocks.gallery.position': 'Obrázek {number} z {total}',
  'blocks.table.label': 'Tabulka',
  'blocks.table.scroll': 'Pro zobrazení všech sloupců posuňte tabulku do strany.',
  'blocks.downloads.type': 'Typ {type}',
  'blocks.downloads.language': 'Jazyk {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Telefon',
};
