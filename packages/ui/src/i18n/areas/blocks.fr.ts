import type { AreaTexts } from './AreaTexts';
import type { blocksEn } from './blocks.en';

/** Texts of the content page and its body blocks. French. */
export const blocksFr: AreaTexts<typeof blocksEn> = {
  'blocks.anchorNavigation.label': 'Sur cette page',
  'blocks.tableOfContents.title': 'Sommaire',
  'blocks.link.newTab': "(s'ouvre dans un nouvel onglet)",
  'blocks.video.label': 'Vidéo « {title} »',
  'blocks.video.watch': 'Regarder la vidéo « {title} »',
  'blocks.video.watchOn': 'Regarder la vidéo « {title} » sur {host}',
  'blocks.video.unsupported': 'Votre navigateur ne peut pas lire cette vidéo ici.',
  'blocks.video.download': 'Télécharger la vidéo « {title} »',
  'blocks.gallery.label': "Galerie d'images",
  'blocks.gallery.thumbnails': 'Choisir une image',
  'blocks.gallery.show': "Afficher l'image {number} sur {total} : {description}",
  'blocks.gallery.position': 'Image {number} sur {total}',
  'blocks.table.label': 'Tableau',
  'blocks.table.scroll': 'Faites défiler latéralement pour voir toutes les colonnes.',
  'blocks.downloads.type': 'Type {type}',
  'blocks.downloads.language': 'Langue {language}',
  'blocks.decimalMark': ',',
  'blocks.contact.email': 'E-mail',
  'blocks.contact.phone': 'Téléphone',
};
