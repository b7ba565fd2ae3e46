import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). French. */
export const finderFr: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Trouver un produit',
  'finder.classification': 'Famille de produits',
  'finder.capability': 'Fonction',
  'finder.any': 'Toutes',
  'finder.submit': 'Afficher les produits',
  'finder.reset': 'Effacer les filtres',
  'finder.all': 'Tous les produits',
  'finder.matching': 'Produits correspondants',
  'finder.summary': '{from}–{to} sur {total} produits',
  'finder.none': 'Aucun produit ne correspond à ces filtres.',
  'finder.pages': 'Pagination',
  'finder.previous': 'Page précédente',
  'finder.next': 'Page suivante',
  'finder.page': 'Aller à la page {page}',
};
