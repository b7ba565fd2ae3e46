import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Hungarian. */
export const blocksHu: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Ezen az oldalon',
  'blocks.tableOfContents.title': 'Tartalom',
  'blocks.link.newTab': '(új lapon nyílik meg)',
  'blocks.video.label': '„{title}” videó',
  'blocks.video.watch': 'A(z) „{title}” videó megtekintése',
  'blocks.video.watchOn': 'A(z) „{title}” videó megtekintése itt: {host}',
  'blocks.video.unsupported': 'Böngészője itt nem tudja lejátszani ezt a videót.',
  'blocks.video.download': 'A(z) „{title}” videó letöltése',
  'blocks.gallery.label': 'Képgaléria',
  'blocks.gallery.thumbnails': 'Kép kiválasztása',
  'blocks.gallery.show': 'Kép megjelenítése ({number}/{total}): {description}',
  'blocks.gallery.position': 'Kép: {number}/{total}',
  'blocks.table.label': 'Táblázat',
  'blocks.table.scroll': 'Az összes oszlop megtekintéséhez görgessen oldalra.',
  'blocks.downloads.type': 'Típus: {type}',
  'blocks.downloads.language': 'Nyelv: {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Telefon',
};
