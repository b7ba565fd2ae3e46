import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. French. */
export const newsFr: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Communiqués de presse',
  'news.releases.lead': 'Annonces et publications ad hoc, les plus récentes en premier.',
  'news.releases.empty': 'Aucun communiqué de presse pour le moment.',
  'news.releases.year': 'Communiqués de presse {year}',
  'news.releases.adhoc': 'Ad hoc',
  'news.releases.adhocLong': 'Publication ad hoc',
  'news.releases.published': 'Publié le',
  'news.releases.back': 'Tous les communiqués de presse',
  'news.feed.title': 'Actualités',
  'news.feed.loading': 'Chargement des actualités…',
  'news.feed.error': "Les actualités n'ont pas pu être chargées. Veuillez réessayer plus tard.",
  'news.feed.retry': 'Réessayer',
  'news.feed.empty': 'Aucune actualité pour le moment.',
  'news.feed.more': "Charger plus d'actualités",
  'news.feed.loadingMore': "Chargement d'autres actualités…",
  'news.feed.moreError': "Les actualités supplémentaires n'ont pas pu être chargées.",
  'news.feed.readMore': 'Lire la suite',
  'news.feed.readMoreAbout': 'Lire la suite : {title}',
};
