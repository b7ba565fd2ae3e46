import type { AreaTexts } from './AreaTexts';
import type { newsEn } from './news.en';

/** Texts of the news feed panel and the media releases. German. */
export const newsDe: AreaTexts<typeof newsEn> = {
  'news.releases.title': 'Medienmitteilungen',
  'news.releases.lead': 'Mitteilungen und Ad-hoc-Meldungen, die neuesten zuerst.',
  'news.releases.empty': 'Es gibt noch keine Medienmitteilungen.',
  'news.releases.year': 'Medienmitteilungen {year}',
  'news.releases.adhoc': 'Ad-hoc',
  'news.releases.adhocLong': 'Ad-hoc-Mitteilung',
  'news.releases.published': 'Veröffentlicht',
  'news.releases.back': 'Alle Medienmitteilungen',
  'news.feed.title': 'Neuigkeiten',
  'news.feed.loading': 'Neuigkeiten werden geladen…',
  'news.feed.error': 'Die Neuigkeiten konnten nicht geladen werden. Bitte versuchen Sie es später.',
  'news.feed.retry': 'Erneut versuchen',
  'news.feed.empty': 'Es gibt noch keine Neuigkeiten.',
  'news.feed.more': 'Weitere Neuigkeiten laden',
  'news.feed.loadingMore': 'Weitere Neuigkeiten werden geladen…',
  'news.feed.moreError': 'Weitere Neuigkeiten konnten nicht geladen werden.',
  'news.feed.readMore': 'Weiterlesen',
  'news.feed.readMoreAbout': 'Weiterlesen: {title}',
};
