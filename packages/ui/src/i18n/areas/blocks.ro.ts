import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Romanian. */
export const blocksRo: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Pe această pagină',
  'blocks.tableOfContents.title': 'Cuprins',
  'blocks.link.newTab': '(se deschide într-o filă nouă)',
  'blocks.video.label': 'Videoclip „{title}”',
  'blocks.video.watch': 'Vizionați videoclipul „{title}”',
  'blocks.video.watchOn': 'Vizionați videoclipul „{title}” pe {host}',
  'blocks.video.unsupported': 'Browserul dumneavoastră nu poate reda acest videoclip aici.',
  'blocks.video.download': 'Descărcați videoclipul „{title}”',
  'blocks.gallery.label': 'Galerie de imagini',
  'blocks.gallery.thumbnails': 'Alegeți o imagine',
  'blocks.gallery.show': 'Afișați imaginea {number} din {total}: {description}',
  'blocks.gallery.position': 'Imaginea {number} din {total}',
  'blocks.table.label': 'Tabel',
  'blocks.table.scroll': 'Derulați lateral pentru a vedea toate coloanele.',
  'blocks.downloads.type': 'Tip {type}',
  'blocks.downloads.language': 'Limba {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Telefon',
};
