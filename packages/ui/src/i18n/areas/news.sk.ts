import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. Slovak. */
export const newsSk: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Tlačové správy',
  'news.releases.lead': 'Oznámenia a ad hoc správy, od najnovších.',
  'news.releases.empty': 'Zatiaľ tu nie sú žiadne tlačové správy.',
  'news.releases.year': 'Tlačové správy {year}',
  'news.releases.adhoc': 'Ad hoc',
  'news.releases.adhocLong': 'Ad hoc oznámenie',
  'news.releases.published': 'Zverejnené',
  'news.releases.back': 'Všetky tlačové správy',
  'news.feed.title': 'Novinky',
  'news.feed.loading': 'Načítavajú sa novinky…',
  'news.feed.error': 'Novinky sa nepodarilo načítať. Skúste to, prosím, neskôr.',
  'news.feed.retry': 'Skúsiť znova',
  'news.feed.empty': 'Zatiaľ tu nie sú žiadne novinky.',
  'news.feed.more': 'Načítať ďalšie novinky',
  'news.feed.loadingMore': 'Načítavajú sa ďalšie novinky…',
  'news.feed.moreError': 'Ďalšie novinky sa nepodarilo načítať.',
  'news.feed.readMore': 'Čítať ďalej',
  'news.feed.readMoreAbout': 'Čítať ďalej: {title}',
};
