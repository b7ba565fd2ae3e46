import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Spanish. */
export const blocksEs: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'En esta página',
  'blocks.tableOfContents.title': 'Índice',
  'blocks.link.newTab': '(se abre en una pestaña nueva)',
  'blocks.video.label': 'Vídeo “{title}”',
  'blocks.video.watch': 'Ver el vídeo “{title}”',
  'blocks.video.watchOn': 'Ver el vídeo “{title}” en {host}',
  'blocks.video.unsupported': 'Su navegador no puede reproducir este vídeo aquí.',
  'blocks.video.download': 'Descargar el vídeo “{title}”',
  'blocks.gallery.label': 'Galería de imágenes',
  'blocks.gallery.thumbnails': 'Elija una imagen',
  'blocks.gallery.show': 'Mostrar imagen {number} de {total}: {description}',
  'blocks.gallery.position': 'Imagen {number} de {total}',
  'blocks.table.label': 'Tabla',
  'blocks.table.scroll': 'Desplácese lateralmente para ver todas las columnas.',
  'blocks.downloads.type': 'Tipo {type}',
  'blocks.downloads.language': 'Idioma {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'Correo electrónico',
  'blocks.contact.phone': 'Teléfono',
};
