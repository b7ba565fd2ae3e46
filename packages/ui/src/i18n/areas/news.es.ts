import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Spanish. */
export const newsEs: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Notas de prensa',
  'news.releases.lead': 'Anuncios y publicaciones ad hoc, las más recientes primero.',
  'news.releases.empty': 'Todavía no hay notas de prensa.',
  'news.releases.year': 'Notas de prensa {year}',
  'news.releases.adhoc': 'Ad hoc',
  'news.releases.adhocLong': 'Publicación ad hoc',
  'news.releases.published': 'Publicado',
  'news.releases.back': 'Todas las notas de prensa',
  'news.feed.title': 'Noticias',
  'news.feed.loading': 'Cargando noticias…',
  'news.feed.error': 'No se han podido cargar las noticias. Vuelva a intentarlo más tarde.',
  'news.feed.retry': 'Volver a intentarlo',
  'news.feed.empty': 'Todavía no hay noticias.',
  'news.feed.more': 'Cargar más noticias',
  'news.feed.loadingMore': 'Cargando más noticias…',
  'news.feed.moreError': 'No se han podido cargar más noticias.',
  'news.feed.readMore': 'Leer más',
  'news.feed.readMoreAbout': 'Leer más: {title}',
};
