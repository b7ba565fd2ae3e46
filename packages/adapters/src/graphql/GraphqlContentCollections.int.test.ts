import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlContentCollections } from './GraphqlContentCollections';

let server: LoopbackServer;
let collections: GraphqlContentCollections;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
  collections = new GraphqlContentCollections({ endpoint: `${server.origin}/graphql` });
});

afterAll(() => server.close());

function isNewestFirst(dates: readonly string[]): boolean {
  return dates.every((date, index) => index === 0 || date <= (dates[index - 1] ?? ''));
}

describe('GraphqlContentCollections reads stories from the sandbox over HTTP', () => {
  it('lists every story as a teaser, newest first', async () => {
    const stories = await collections.stories({ language: 'en' });
    expect(stories.length).toBeGreaterThanOrEqual(20);
    expect(isNewestFirst(stories.map((story) => story.publicationDate))).toBe(true);
    expect(stories[0]).toMatchObject({
      slug: 'one-cut-thirty-thousand-times',
      category: 'Innovation',
      categoryKey: 'innovation',
      hasVideo: true,
    });
    expect(stories[0]).not.toHaveProperty('video');
  });

  it('filters by category, by video and by author', async () => {
    const sustainability = await collections.stories({
      language: 'de',
      category: 'sustainability',
    });
    expect(sustainability.length).toBeGreaterThan(0);
    expect(sustainability.every((story) => story.category === 'Nachhaltigkeit')).toBe(true);
    const videos = await collections.stories({ language: 'en', videosOnly: true });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((story) => story.hasVideo)).toBe(true);
    const byJonas = await collections.stories({ language: 'en', authorSlug: 'jonas-wyss' });
    expect(byJonas.map((story) => story.slug)).toEqual([
      'data-from-every-crimp',
      'one-software-for-the-whole-floor',
      'learning-to-crimp-in-virtual-reality',
    ]);
  });

  it('lists the story categories in the language asked for', async () => {
    const categories = await collections.storyCategories({ language: 'de' });
    expect(categories).toContainEqual({ key: 'people', name: 'Menschen' });
  });

  it('reads one story with its text, video and related products', async () => {
    const story = await collections.storyBySlug({ slug: 'crimp-height-explained', language: 'de' });
    expect(story).toMatchObject({
      title: 'Crimphöhe, erklärt',
      contentLanguage: 'de',
      hasVideo: true,
      relatedProductSlugs: ['crimp-centre-9'],
      video: {
        url: `${server.origin}/media/videos/stories/crimp-height-explained.mp4`,
        thumbnail: {
          url: `${server.origin}/media/stories/crimp-height-explained-video.svg`,
          alternativeText: 'Crimphöhe, erklärt',
        },
      },
    });
    expect(story?.body).toMatch(/^<p>/);
  });

  it('falls back through the locale header to the fallback language', async () => {
    const story = await collections.storyBySlug({
      slug: 'the-quiet-machine',
      language: 'fr',
      fallbackLanguage: 'de',
    });
    expect(story).toMatchObject({ title: 'Die leise Maschine', contentLanguage: 'de' });
  });

  it('answers null for an unknown story', async () => {
    expect(await collections.storyBySlug({ slug: 'no-such-story', language: 'en' })).toBeNull();
  });

  it('lists the story authors by name, each with a role and number of stories', async () => {
    const authors = await collections.storyContacts({ language: 'en' });
    expect(authors.length).toBeGreaterThanOrEqual(5);
    expect(authors[0]).toEqual({
      id: 'contact-aiko-tanabe',
      name: 'Aiko Tanabe',
      slug: 'aiko-tanabe',
      role: 'Sustainability Manager',
      biography: 'Aiko measures what our factories and machines use, and what we do to use less.',
      storyCount: 4,
      image: {
        url: `${server.origin}/media/story-contacts/aiko-tanabe.svg`,
        alternativeText: 'Aiko Tanabe',
      },
    });
  });

  it('reads one author with their stories, newest first', async () => {
    const page = await collections.storiesByAuthor({ slug: 'samuel-okafor', language: 'de' });
    expect(page?.author).toMatchObject({ name: 'Samuel Okafor', role: 'Leiter Serviceteam' });
    expect(page?.stories).toHaveLength(page?.author.storyCount ?? -1);
    expect(isNewestFirst(page?.stories.map((story) => story.publicationDate) ?? [])).toBe(true);
  });

  it('answers null for an unknown author', async () => {
    expect(await collections.storiesByAuthor({ slug: 'nobody', language: 'en' })).toBeNull();
  });
});

describe('GraphqlContentCollections reads media releases from the sandbox over HTTP', () => {
  it('lists 15 media releases, newest first', async () => {
    const releases = await collections.mediaReleases({ language: 'en' });
    expect(releases).toHaveLength(15);
    expect(isNewestFirst(releases.map((release) => release.publicationDate))).toBe(true);
    expect(releases[0]).toEqual({
      id: 'media-release-01',
      slug: 'annual-results-2024',
      publicationDate: '2025-03-06',
      title: 'Komax reports annual results 2024',
      leadText:
        'Order intake rose by 6 percent; the board proposes an unchanged dividend of CHF 4.00.',
      adhoc: true,
    });
  });

  it('keeps only the ad hoc announcements when asked to', async () => {
    const adhoc = await collections.mediaReleases({ language: 'en', adhoc: true });
    expect(adhoc.length).toBeGreaterThan(0);
    expect(adhoc.every((release) => release.adhoc)).toBe(true);
  });

  it('reads one media release with its text, or null for an unknown one', async () => {
    const release = await collections.mediaReleaseBySlug({
      slug: 'service-centre-in-singapore',
      language: 'de',
    });
    expect(release).toMatchObject({
      title: 'Neues Servicecenter in Singapur',
      adhoc: false,
      contentLanguage: 'de',
    });
    expect(await collections.mediaReleaseBySlug({ slug: 'nope', language: 'de' })).toBeNull();
  });
});

describe('GraphqlContentCollections reads events, investor data and locations over HTTP', () => {
  it('lists the events in order of their start date', async () => {
    const events = await collections.events({ language: 'en' });
    expect(events).toHaveLength(9);
    expect(events[0]).toEqual({
      id: 'event-wirepro-expo-2024',
      title: 'WirePro Expo 2024',
      location: 'Grafenau, Germany',
      link: '/wirepro-expo-2024',
      startDate: '2024-10-15',
      endDate: '2024-10-17',
    });
  });

  it('reads the share, dividend and financial calendar tables', async () => {
    const data = await collections.investorData({ language: 'en' });
    expect(data.shareCounts.map((row) => row.key)).toContain('shares-outstanding');
    expect(data.dividends).toContainEqual({
      financialYear: 2021,
      label: 'Distribution from capital contribution reserves',
      amountChf: 1,
      exDate: '2022-04-21',
      paymentDate: '2022-04-25',
    });
    expect(data.financialCalendar[0]).toEqual({ date: '2023-03-09', title: 'Annual report 2022' });
  });

  it('lists locations with their contacts, filtered by country and type', async () => {
    expect(await collections.locations({ language: 'en' })).toHaveLength(10);
    const swiss = await collections.locations({
      language: 'en',
      country: 'CH',
      type: 'Headquarters',
    });
    expect(swiss).toEqual([
      {
        id: 'loc-dierikon',
        name: 'Komax Holding AG',
        type: 'Headquarters',
        countryCode: 'CH',
        street: 'Industriestrasse 6',
        postalCode: '6036',
        city: 'Dierikon',
        phone: '+41 41 455 00 00',
        email: 'info@komax.example',
        website: 'https://www.komax.example',
        image: {
          url: `${server.origin}/media/locations/loc-dierikon.svg`,
          alternativeText: 'Komax Holding AG',
        },
        contacts: [
          expect.objectContaining({ name: 'Nina Gerber', role: 'Investor Relations' }),
          expect.objectContaining({ name: 'Urs Baumann', role: 'Head of Sales Switzerland' }),
        ],
      },
    ]);
    const distributors = await collections.locations({ language: 'en', type: 'Distributor' });
    expect(distributors.map((location) => location.countryCode).sort()).toEqual(['BR', 'IN']);
  });
});
