import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. Portuguese (Brazil). */
export const blocksPt: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Nesta página',
  'blocks.tableOfContents.title': 'Sumário',
  'blocks.link.newTab': '(abre em uma nova aba)',
  'blocks.video.label': 'Vídeo “{title}”',
  'blocks.video.watch': 'Assistir ao vídeo “{title}”',
  'blocks.video.watchOn': 'Assistir ao vídeo “{title}” em {host}',
  'blocks.video.unsupported': 'Seu navegador não consegue reproduzir este vídeo aqui.',
  'blocks.video.download': 'Baixar o vídeo “{title}”',
  'blocks.gallery.label': 'Galeria de imagens',
  'blocks.gallery.thumbnails': 'Escolha uma imagem',
  'blocks.gallery.show': 'Mostrar imagem {number} de {total}: {description}',
  'blocks.gallery.position': 'Imagem {number} de {total}',
  'blocks.table.label': 'Tabela',
  'blocks.table.scroll': 'Role para o lado para ver todas as colunas.',
  'blocks.downloads.type': 'Tipo {type}',
  'blocks.downloads.language': 'Idioma {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Telefone',
};
