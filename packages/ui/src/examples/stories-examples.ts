import type {
  StoriesByAuthor,
  StoryAuthor,
  StoryCategory,
  StoryContact,
  StoryDetail,
  StoryTeaser,
} from '@kmx/domain/content';
import type { CollectionIntro, PageView } from '@kmx/domain/view';
import { noStoriesFilter } from '@kmx/domain/content';
import { exampleImages } from './example-blocks';
import { exampleFrame } from './example-frame';
import { germanFrame } from './furniture-frames';

const lena: StoryContact = {
  id: 'contact-lena-brunner',
  name: 'Lena Brunner',
  slug: 'lena-brunner',
  image: exampleImages.portrait,
};
const marco: StoryContact = {
  id: 'contact-marco-vettori',
  name: 'Marco Vettori',
  slug: 'marco-vettori',
  image: null,
};

export const exampleStoryCategories: readonly StoryCategory[] = [
  { key: 'innovation', name: 'Innovation' },
  { key: 'know-how', name: 'Know-how' },
  { key: 'people', name: 'People' },
];

export const exampleStoryTeasers: readonly StoryTeaser[] = [
  {
    id: 'story-01',
    slug: 'one-cut-thirty-thousand-times',
    publicationDate: '2025-03-18',
    title: 'One cut, thirty thousand times a day',
    leadText: 'How the Cutter 355 keeps every length within a tenth of a millimetre.',
    storyContacts: [lena],
    image: exampleImages.cuttingMachine,
    category: 'Innovation',
    categoryKey: 'innovation',
    hasVideo: true,
  },
  {
    id: 'story-02',
    slug: 'stripping-without-a-scratch',
    publicationDate: '2025-02-27',
    title: 'Stripping without a scratch',
    leadText: 'Why the insulation should come off cleanly and the strands should never notice.',
    storyContacts: [marco],
    image: exampleImages.crimpDetail,
    category: 'Know-how',
    categoryKey: 'know-how',
    hasVideo: false,
  },
  {
    id: 'story-07',
    slug: 'ten-metres-of-wire-per-second',
    publicationDate: '2024-09-17',
    title: 'Ten metres of wire per second, and every one of them measured twice on the way',
    leadText:
      'Speed is nothing without precision: a long look at how the fastest feeder we ever built keeps count of every millimetre, shift after shift, year after year.',
    storyContacts: [marco, lena],
    image: null,
    category: null,
    categoryKey: null,
    hasVideo: true,
  },
];

export const exampleRecommendedStories: readonly StoryTeaser[] = [
  {
    id: 'story-05',
    slug: 'the-apprentices-first-machine',
    publicationDate: '2024-11-21',
    title: "The apprentice's first machine",
    leadText: 'Three apprentices, one machine, six months.',
    storyContacts: [],
    image: exampleImages.trainingRoom,
    category: 'People',
    categoryKey: 'people',
    hasVideo: false,
  },
];

export const exampleStoryAuthors: readonly StoryAuthor[] = [
  {
    ...lena,
    role: 'Head of Product Marketing',
    biography: 'Lena writes about the machines she helps bring to market.',
    storyCount: 2,
  },
  {
    ...marco,
    role: 'Application Engineer',
    biography: 'Marco has set up more strippers than he can count.',
    storyCount: 1,
  },
];

const [firstTeaser] = exampleStoryTeasers as [StoryTeaser, ...StoryTeaser[]];

export const exampleStoryDetail: StoryDetail = {
  ...firstTeaser,
  body: '<p>A harness maker counts in cuts. The Cutter 355 measures the wire as it feeds.</p><h2>Shift after shift</h2><p>The result: lengths that hold their tolerance. <a href="https://www.example.com">Read more</a>.</p>',
  video: {
    url: '/media/stories/one-cut.mp4',
    thumbnail: exampleImages.videoPoster,
  },
  relatedProductSlugs: ['cutter-355'],
  contentLanguage: 'en',
};

export const exampleStoriesView: Extract<PageView, { kind: 'stories' }> = {
  kind: 'stories',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  stories: exampleStoryTeasers,
  categories: exampleStoryCategories,
  authors: exampleStoryAuthors,
  filter: noStoriesFilter,
  recommended: [],
  intro: null,
};

/** The CMS page at `/stories`: its title heads the overview, its blocks stand above the filter. */
export const exampleStoriesIntro: CollectionIntro = {
  title: 'Stories from the shop floor',
  contentLanguage: 'en',
  blocks: [
    {
      id: 'stories-intro',
      type: 'RichText',
      html: '<p>How harness makers around the world cut, strip and crimp. <a href="/en-ch/company">Who we are</a>.</p>',
    },
  ],
  productLinks: {},
};

export const exampleStoriesViewWithIntro: Extract<PageView, { kind: 'stories' }> = {
  ...exampleStoriesView,
  intro: exampleStoriesIntro,
};

export const exampleFilteredStoriesView: Extract<PageView, { kind: 'stories' }> = {
  ...exampleStoriesView,
  stories: exampleStoryTeasers.filter((story) => story.hasVideo),
  filter: { category: null, videosOnly: true, authorSlug: null },
  recommended: exampleRecommendedStories,
};

export const exampleEmptyStoriesView: Extract<PageView, { kind: 'stories' }> = {
  ...exampleStoriesView,
  stories: [],
  filter: { category: 'people', videosOnly: true, authorSlug: 'marco-vettori' },
  recommended: exampleStoryTeasers,
};

export const exampleStoryView: Extract<PageView, { kind: 'story' }> = {
  kind: 'story',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  story: exampleStoryDetail,
  recommended: exampleStoryTeasers.slice(1),
};

export const exampleStoryWithHostedVideoView: Extract<PageView, { kind: 'story' }> = {
  ...exampleStoryView,
  story: {
    ...exampleStoryDetail,
    image: null,
    video: { url: 'https://www.youtube.com/watch?v=abc', thumbnail: null },
  },
  recommended: [],
};

export const exampleStoryAuthorsView: Extract<PageView, { kind: 'story-contacts' }> = {
  kind: 'story-contacts',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  authors: exampleStoryAuthors,
};

const [lenaAuthor] = exampleStoryAuthors as [StoryAuthor, ...StoryAuthor[]];

export const exampleStoriesByAuthor: StoriesByAuthor = {
  author: lenaAuthor,
  stories: exampleStoryTeasers.filter((story) =>
    story.storyContacts.some((contact) => contact.slug === lenaAuthor.slug),
  ),
};

export const exampleStoryAuthorView: Extract<PageView, { kind: 'story-contact' }> = {
  kind: 'story-contact',
  language: 'en',
  homeHref: exampleFrame.homeHref,
  frame: exampleFrame,
  author: exampleStoriesByAuthor,
};

/** The German overview: the frame's locale makes links and dates German. */
export const exampleGermanStoriesView: Extract<PageView, { kind: 'stories' }> = {
  ...exampleStoriesView,
  language: 'de',
  homeHref: germanFrame.homeHref,
  frame: germanFrame,
  categories: [
    { key: 'innovation', name: 'Innovation' },
    { key: 'people', name: 'Menschen' },
  ],
};
