import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. German. */
export const blocksDe: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Auf dieser Seite',
  'blocks.tableOfContents.title': 'Inhalt',
  'blocks.link.newTab': '(öffnet in einem neuen Tab)',
  'blocks.video.label': 'Video «{title}»',
  'blocks.video.watch': 'Video «{title}» ansehen',
  'blocks.video.watchOn': 'Video «{title}» auf {host} ansehen',
  'blocks.video.unsupported': 'Ihr Browser kann dieses Video hier nicht abspielen.',
  'blocks.video.download': 'Video «{title}» herunterladen',
  'blocks.gallery.label': 'Bildergalerie',
  'blocks.gallery.thumbnails': 'Bild auswählen',
  'blocks.gallery.show': 'Bild {number} von {total} zeigen: {description}',
  'blocks.gallery.position': 'Bild {number} von {total}',
  'blocks.table.label': 'Tabelle',
  'blocks.table.scroll': 'Seitlich scrollen, um alle Spalten zu sehen.',
  'blocks.downloads.type': 'Typ {type}',
  'blocks.downloads.language': 'Sprache {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-Mail',
  'blocks.contact.phone': 'Telefon',
};
