import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Hungarian. */
export const newsHu: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Sajtóközlemények',
  'news.releases.lead': 'Közlemények és rendkívüli tájékoztatások, a legfrissebbel kezdve.',
  'news.releases.empty': 'Még nincsenek sajtóközlemények.',
  'news.releases.year': 'Sajtóközlemények – {year}',
  'news.releases.adhoc': 'Rendkívüli',
  'news.releases.adhocLong': 'Rendkívüli tájékoztatás',
  'news.releases.published': 'Közzétéve',
  'news.releases.back': 'Összes sajtóközlemény',
  'news.feed.title': 'Hírek',
  'news.feed.loading': 'Hírek betöltése…',
  'news.feed.error': 'A híreket nem sikerült betölteni. Kérjük, próbálja újra később.',
  'news.feed.retry': 'Újrapróbálás',
  'news.feed.empty': 'Még nincsenek hírek.',
  'news.feed.more': 'További hírek betöltése',
  'news.feed.loadingMore': 'További hírek betöltése…',
  'news.feed.moreError': 'További híreket nem sikerült betölteni.',
  'news.feed.readMore': 'Tovább',
  'news.feed.readMoreAbout': 'Tovább: {title}',
};
