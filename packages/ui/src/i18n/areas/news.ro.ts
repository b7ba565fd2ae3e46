import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Romanian. */
export const newsRo: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Comunicate de presă',
  'news.releases.lead': 'Anunțuri și publicații ad-hoc, cele mai recente primele.',
  'news.releases.empty': 'Nu există încă comunicate de presă.',
  'news.releases.year': 'Comunicate de presă {year}',
  'news.releases.adhoc': 'Ad-hoc',
  'news.releases.adhocLong': 'Anunț ad-hoc',
  'news.releases.published': 'Publicat',
  'news.releases.back': 'Toate comunicatele de presă',
  'news.feed.title': 'Noutăți',
  'news.feed.loading': 'Se încarcă noutățile…',
  'news.feed.error': 'Noutățile nu au putut fi încărcate. Încercați din nou mai târziu.',
  'news.feed.retry': 'Încercați din nou',
  'news.feed.empty': 'Nu există încă noutăți.',
  'news.feed.more': 'Încărcați mai multe noutăți',
  'news.feed.loadingMore': 'Se încarcă mai multe noutăți…',
  'news.feed.moreError': 'Nu s-au putut încărca mai multe noutăți.',
  'news.feed.readMore': 'Citiți mai mult',
  'news.feed.readMoreAbout': 'Citiți mai mult: {title}',
};
