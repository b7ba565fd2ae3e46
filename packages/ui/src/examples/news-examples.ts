import type {
  MediaRelease,
  MediaReleaseDetail,
  NewsFeedConnection,
  NewsFeedItem,
} from '@kmx/domain/content';
import type { CollectionIntro, PageView } from '@kmx/domain/view';
import { lastReadNewsStorageKey } from '@kmx/domain/content';
import type { SiteServices } from '../site-services/SiteServices';
import { exampleImages } from './example-blocks';
import { exampleFrame } from './example-frame';

/** Media releases over two years, newest first, one of each year ad hoc. */
export const exampleMediaReleases: readonly MediaRelease[] = [
  {
    id: 'release-1',
    slug: 'annual-results-2024',
    publicationDate: '2025-03-06',
    title: 'Kudex reports annual results 2024',
    leadText:
      'Order intake rose by 6 percent; the board proposes an unchanged dividend of CHF 4.00.',
    adhoc: true,
  },
  {
    id: 'release-2',
    slug: 'new-crimp-centre-generation',
    publicationDate: '2025-02-11',
    title: 'A new generation of crimp centres',
    leadText: 'The Crimp Centre 9 processes up to nine terminal types without a tool change.',
    adhoc: false,
  },
  {
    id: 'release-3',
    slug: 'half-year-results-2024',
    publicationDate: '2024-08-20',
    title: 'Half-year results 2024',
    leadText: 'Sales held steady in a demanding market.',
    adhoc: true,
  },
  {
    id: 'release-4',
    slug: 'training-centre-opens',
    publicationDate: '2024-05-02',
    title: 'A new training centre opens its doors',
    leadText: '',
    adhoc: false,
  },
];

export const exampleMediaReleasesView: Extract<PageView, { kind: 'media-releases' }> = {
  kind: 'media-releases',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  releases: exampleMediaReleases,
  intro: null,
};

/** The CMS page at `/media-releases`: its title heads the list, its blocks stand above it. */
export const exampleMediaReleasesIntro: CollectionIntro = {
  title: 'Press releases and ad hoc news',
  contentLanguage: 'en',
  blocks: [
    {
      id: 'media-releases-intro',
      type: 'RichText',
      html: '<p>Our media releases and ad hoc announcements, newest first. Journalists reach the <a href="/en-ch/contact">press office</a> directly.</p>',
    },
  ],
  productLinks: {},
};

export const exampleMediaReleasesViewWithIntro: Extract<PageView, { kind: 'media-releases' }> = {
  ...exampleMediaReleasesView,
  intro: exampleMediaReleasesIntro,
};

export const exampleMediaReleaseDetail: MediaReleaseDetail = {
  ...(exampleMediaReleases[0] as MediaRelease),
  body: '<p>Kudex Holding AG closed the 2024 financial year with order intake of <strong>CHF 612 million</strong>.</p><p>The board proposes an unchanged dividend of CHF 4.00 per share.</p>',
  contentLanguage: 'en',
};

export const exampleMediaReleaseView: Extract<PageView, { kind: 'media-release' }> = {
  kind: 'media-release',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  release: exampleMediaReleaseDetail,
};

const pictures = [exampleImages.cuttingMachine, exampleImages.crimpDetail, null];

/** Twenty-five news items, newest first (`news-01` is the newest), some with markup and links. */
export const exampleNewsItems: readonly NewsFeedItem[] = Array.from({ length: 25 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  const day = String(28 - index).padStart(2, '0');
  return {
    id: `news-${number}`,
    title: `News item ${number}: the plant in Dierikon`,
    text: `Order intake up <strong>${index + 1} percent</strong> in week ${number}.`,
    image: pictures[index % pictures.length] ?? null,
    link: index % 2 === 0 ? `/stories/news-${number}` : null,
    publicationDate: `2025-02-${day}`,
  };
});

/** How the fake news feed endpoint of `exampleNewsFeedServices` answers. */
export type ExampleNewsFeedAnswer = 'items' | 'empty' | 'pending' | 'failure';

/**
 * Site services for stories and tests of the news feed: pages of ten from `items` after a cursor
 * (the last item's id), or none, or never, or a failure; an in-memory local storage that starts
 * with `lastReadId`. `requests` records every page asked for. Other endpoints reject.
 */
export function exampleNewsFeedServices(
  options: {
    readonly answer?: ExampleNewsFeedAnswer;
    readonly items?: readonly NewsFeedItem[];
    readonly lastReadId?: string;
  } = {},
): SiteServices & {
  readonly stored: Map<string, string>;
  readonly requests: { language: string; after: string | null }[];
} {
  const stored = new Map<string, string>();
  if (options.lastReadId !== undefined) stored.set(lastReadNewsStorageKey, options.lastReadId);
  const items = options.answer === 'empty' ? [] : (options.items ?? exampleNewsItems);
  const requests: { language: string; after: string | null }[] = [];
  const notHere = () => Promise.reject(new Error('Not part of the news feed example'));
  return {
    stored,
    requests,
    search: notHere,
    countries: notHere,
    suggest: notHere,
    comparisonProducts: notHere,
    newsFeed: ({ language, after }) => {
      requests.push({ language, after });
      if (options.answer === 'pending') return new Promise(() => undefined);
      if (options.answer === 'failure') return Promise.reject(new Error('502'));
      const start = after === null ? 0 : items.findIndex((item) => item.id === after) + 1;
      const page = items.slice(start, start + 10);
      const answer: NewsFeedConnection = {
        items: page,
        endCursor: page.at(-1)?.id ?? null,
        hasNextPage: start + page.length < items.length,
      };
      return Promise.resolve(answer);
    },
    localStore: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
    },
    rememberMeasurementSystem: () => undefined,
    scriptPartFailed: (error) => console.error(error),
    random: { bytes: (length) => new Uint8Array(length) },
  };
}
