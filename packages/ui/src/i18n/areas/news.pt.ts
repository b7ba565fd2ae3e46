import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Portuguese (Brazil). */
export const newsPt: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Comunicados à imprensa',
  'news.releases.lead': 'Anúncios e publicações ad hoc, dos mais recentes aos mais antigos.',
  'news.releases.empty': 'Ainda não há comunicados à imprensa.',
  'news.releases.year': 'Comunicados à imprensa {year}',
  'news.releases.adhoc': 'Ad hoc',
  'news.releases.adhocLong': 'Comunicado ad hoc',
  'news.releases.published': 'Publicado',
  'news.releases.back': 'Todos os comunicados à imprensa',
  'news.feed.title': 'Notícias',
  'news.feed.loading': 'Carregando notícias…',
  'news.feed.error': 'Não foi possível carregar as notícias. Tente novamente mais tarde.',
  'news.feed.retry': 'Tentar novamente',
  'news.feed.empty': 'Ainda não há notícias.',
  'news.feed.more': 'Carregar mais notícias',
  'news.feed.loadingMore': 'Carregando mais notícias…',
  'news.feed.moreError': 'Não foi possível carregar mais notícias.',
  'news.feed.readMore': 'Leia mais',
  'news.feed.readMoreAbout': 'Leia mais: {title}',
};
