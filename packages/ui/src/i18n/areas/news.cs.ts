import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Czech. */
export const newsCs: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Tiskové zprávy',
  'news.releases.lead': 'Oznámení a ad hoc sdělení, od nejnovějších.',
  'news.releases.empty': 'Zatím zde nejsou žádné tiskové zprávy.',
  'news.releases.year': 'Tiskové zprávy {year}',
  'news.releases.adhoc': 'Ad hoc',
  'news.releases.adhocLong': 'Ad hoc sdělení',
  'news.releases.published': 'Zveřejněno',
  'news.releases.back': 'Všechny tiskové zprávy',
  'news.feed.title': 'Novinky',
  'news.feed.loading': 'Načítání novinek…',
  'news.feed.error': 'Novinky se nepodařilo načíst. Zkuste to prosím později.',
  'news.feed.retry': 'Zkusit znovu',
  'news.feed.empty': 'Zatím zde nejsou žádné novinky.',
  'news.feed.more': 'Načíst další novinky',
  'news.feed.loadingMore': 'Načítání dalších novinek…',
  'news.feed.moreError': 'Další novinky se nepodařilo načíst.',
  'news.feed.readMore': 'Číst dále',
  'news.feed.readMoreAbout': 'Číst dále: {title}',
};
