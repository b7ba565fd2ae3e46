import { locationsDocument, mediaReleasesDocument, storiesDocument } from '@kmx/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoopbackServer } from '../http/loopback';
import { listenOnLoopback } from '../http/loopback';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

interface Answer {
  readonly data: Record<string, never> | null;
  readonly errors?: readonly { message: string }[];
}

async function ask(query: string, variables: object = {}, locale = 'en'): Promise<Answer> {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

async function data<T>(query: string, variables: object = {}, locale = 'en'): Promise<T> {
  const answer = await ask(query, variables, locale);
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

interface NewsFeedPage {
  newsFeed: {
    edges: { cursor: string; node: { id: string; publicationDate: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const newsFeedQuery = /* GraphQL */ `
  query ($first: Int, $after: String) {
    newsFeed(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          publicationDate
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

function isNewestFirst(dates: readonly string[]): boolean {
  return dates.every((date, index) => index === 0 || date <= (dates[index - 1] ?? ''));
}

describe('the news feed of the sandbox content service', () => {
  it('pages through all 25 items in pages of 10 with the cursor, newest first', async () => {
    const pages: NewsFeedPage['newsFeed'][] = [];
    let after: string | null = null;
    do {
      const { newsFeed }: NewsFeedPage = await data(newsFeedQuery, { first: 10, after });
      pages.push(newsFeed);
      after = newsFeed.pageInfo.hasNextPage ? newsFeed.pageInfo.endCursor : null;
    } while (after !== null);

    expect(pages.map((page) => page.edges.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, false]);
    const items = pages.flatMap((page) => page.edges.map((edge) => edge.node));
    expect(new Set(items.map((item) => item.id)).size).toBe(25);
    expect(isNewestFirst(items.map((item) => item.publicationDate))).toBe(true);
  });

  it('gives 10 items when no page size is asked for', async () => {
    const { newsFeed } = await data<NewsFeedPage>(newsFeedQuery);
    expect(newsFeed.edges).toHaveLength(10);
    expect(newsFeed.pageInfo.endCursor).toBe(newsFeed.edges.at(-1)?.cursor);
  });

  it('starts right after the item of the cursor', async () => {
    const first = await data<NewsFeedPage>(newsFeedQuery, { first: 3 });
    const second = await data<NewsFeedPage>(newsFeedQuery, {
      first: 2,
      after: first.newsFeed.edges[1]?.cursor,
    });
    expect(second.newsFeed.edges[0]?.node.id).toBe(first.newsFeed.edges[2]?.node.id);
  });

  it('answers an empty last page with no end cursor after the oldest item', async () => {
    const all = await data<NewsFeedPage>(newsFeedQuery, { first: 50 });
    const { newsFeed } = await data<NewsFeedPage>(newsFeedQuery, {
      after: all.newsFeed.pageInfo.endCursor,
    });
    expect(newsFeed).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('refuses a cursor it did not give out', async () => {
    const answer = await ask(newsFeedQuery, { after: 'not-a-cursor' });
    expect(answer.errors?.[0]?.message).toBe('Unknown news feed cursor: not-a-cursor');
  });

  it('refuses a page size outside 1 to 50', async () => {
    const answer = await ask(newsFeedQuery, { first: 0 });
    expect(answer.errors?.[0]?.message).toBe('first must be between 1 and 50, not 0');
  });

  it('writes the items in the language of the locale header, with absolute image addresses', async () => {
    const { newsFeed } = await data<{
      newsFeed: { edges: { node: { title: string; image: { url: string } | null } }[] };
    }>('{ newsFeed(first: 1) { edges { node { title image { url } } } } }', {}, 'de,en');
    expect(newsFeed.edges[0]?.node).toEqual({
      title: 'Neue Geschichte: ein Schnitt, dreissigtausendmal',
      image: { url: `${server.origin}/media/news/news-01.svg` },
    });
  });
});

interface StoryList {
  stories: {
    slug: string;
    publicationDate: string;
    categoryKey: string | null;
    video: { url: string } | null;
    storyContacts: { slug: string }[];
  }[];
}

describe('the stories of the sandbox content service', () => {
  it('lists every story, newest first', async () => {
    const { stories } = await data<StoryList>(storiesDocument);
    expect(stories.length).toBeGreaterThanOrEqual(20);
    expect(isNewestFirst(stories.map((story) => story.publicationDate))).toBe(true);
  });

  it('filters by category', async () => {
    const { stories } = await data<StoryList>(storiesDocument, { category: 'sustainability' });
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((story) => story.categoryKey === 'sustainability')).toBe(true);
  });

  it('keeps only stories with a video when asked to', async () => {
    const all = await data<StoryList>(storiesDocument);
    const { stories } = await data<StoryList>(storiesDocument, { videosOnly: true });
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.length).toBeLessThan(all.stories.length);
    expect(stories.every((story) => story.video !== null)).toBe(true);
  });

  it('filters by author, and combines filters', async () => {
    const byAuthor = await data<StoryList>(storiesDocument, { authorSlug: 'lena-brunner' });
    expect(byAuthor.stories.length).toBeGreaterThan(1);
    expect(
      byAuthor.stories.every((story) =>
        story.storyContacts.some((contact) => contact.slug === 'lena-brunner'),
      ),
    ).toBe(true);
    const withVideo = await data<StoryList>(storiesDocument, {
      authorSlug: 'lena-brunner',
      videosOnly: true,
      category: 'innovation',
    });
    expect(withVideo.stories.map((story) => story.slug)).toEqual(['one-cut-thirty-thousand-times']);
  });

  it('finds nothing for an unknown category', async () => {
    expect(await data<StoryList>(storiesDocument, { category: 'gardening' })).toEqual({
      stories: [],
    });
  });

  it('tells one story by its slug, in German, with its authors and category name', async () => {
    const { story } = await data<{ story: Record<string, unknown> }>(
      `{ story(slug: "ten-metres-of-wire-per-second") {
          title category contentLanguage relatedProductSlugs
          image { url alternativeText }
          video { url thumbnail { url } }
          storyContacts { name role image { url } }
        } }`,
      {},
      'de,en',
    );
    expect(story).toEqual({
      title: 'Zehn Meter Kabel pro Sekunde',
      category: 'Know-how',
      contentLanguage: 'de',
      relatedProductSlugs: ['cutter-355', 'stripper-480'],
      image: {
        url: `${server.origin}/media/stories/ten-metres-of-wire-per-second.svg`,
        alternativeText: 'Vorschubrollen greifen ein blaues Kabel',
      },
      video: {
        url: `${server.origin}/media/videos/stories/ten-metres-of-wire-per-second.mp4`,
        thumbnail: {
          url: `${server.origin}/media/stories/ten-metres-of-wire-per-second-video.svg`,
        },
      },
      storyContacts: [
        {
          name: 'Marco Vettori',
          role: 'Applikationsingenieur',
          image: { url: `${server.origin}/media/story-contacts/marco-vettori.svg` },
        },
        {
          name: 'Lena Brunner',
          role: 'Leiterin Produktmarketing',
          image: { url: `${server.origin}/media/story-contacts/lena-brunner.svg` },
        },
      ],
    });
  });

  it('falls back to English for a language the story is not written in', async () => {
    const { story } = await data<{ story: { title: string; contentLanguage: string } }>(
      '{ story(slug: "the-quiet-machine") { title contentLanguage } }',
      {},
      'fr',
    );
    expect(story).toEqual({ title: 'The quiet machine', contentLanguage: 'en' });
  });

  it('answers null for an unknown story', async () => {
    expect(await data('{ story(slug: "no-such-story") { id } }')).toEqual({ story: null });
  });

  it('lists the categories that have stories, in the language asked for', async () => {
    const { storyCategories } = await data<{ storyCategories: { key: string; name: string }[] }>(
      '{ storyCategories { key name } }',
      {},
      'de',
    );
    expect(storyCategories.length).toBeGreaterThanOrEqual(3);
    expect(storyCategories).toContainEqual({ key: 'customer-stories', name: 'Kundengeschichten' });
  });

  it('finds the stories related to a product, newest first', async () => {
    const { relatedStories } = await data<{
      relatedStories: { slug: string; publicationDate: string }[];
    }>('{ relatedStories(productSlug: "crimp-centre-9") { slug publicationDate } }');
    expect(relatedStories.length).toBeGreaterThanOrEqual(3);
    expect(relatedStories.map((story) => story.slug)).toContain('crimp-height-explained');
    expect(isNewestFirst(relatedStories.map((story) => story.publicationDate))).toBe(true);
  });

  it('finds no related stories for a product no story names', async () => {
    expect(await data('{ relatedStories(productSlug: "toaster-1") { id } }')).toEqual({
      relatedStories: [],
    });
  });
});

describe('the story contacts of the sandbox content service', () => {
  it('lists at least five authors by name, each with their number of stories', async () => {
    const { storyContacts } = await data<{
      storyContacts: { name: string; storyCount: number }[];
    }>('{ storyContacts { name storyCount } }');
    const names = storyContacts.map((contact) => contact.name);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(storyContacts.every((contact) => contact.storyCount > 0)).toBe(true);
  });

  it('gives one author with their stories, newest first', async () => {
    const { storyContact } = await data<{
      storyContact: { role: string; storyCount: number; stories: { publicationDate: string }[] };
    }>('{ storyContact(slug: "aiko-tanabe") { role storyCount stories { publicationDate } } }');
    expect(storyContact.role).toBe('Sustainability Manager');
    expect(storyContact.stories).toHaveLength(storyContact.storyCount);
    expect(isNewestFirst(storyContact.stories.map((story) => story.publicationDate))).toBe(true);
  });

  it('answers null for an unknown author', async () => {
    expect(await data('{ storyContact(slug: "nobody") { id } }')).toEqual({ storyContact: null });
  });
});

describe('the media releases of the sandbox content service', () => {
  interface Releases {
    mediaReleases: { slug: string; publicationDate: string; adhoc: boolean }[];
  }
  it('lists 15 media releases, newest first', async () => {
    const { mediaReleases } = await data<Releases>(mediaReleasesDocument);
    expect(mediaReleases).toHaveLength(15);
    expect(isNewestFirst(mediaReleases.map((release) => release.publicationDate))).toBe(true);
  });

  it('keeps only the ad hoc announcements, or only the others', async () => {
    const adhoc = await data<Releases>(mediaReleasesDocument, { adhoc: true });
    const others = await data<Releases>(mediaReleasesDocument, { adhoc: false });
    expect(adhoc.mediaReleases.length).toBeGreaterThan(0);
    expect(adhoc.mediaReleases.every((release) => release.adhoc)).toBe(true);
    expect(others.mediaReleases.every((release) => !release.adhoc)).toBe(true);
    expect(adhoc.mediaReleases.length + others.mediaReleases.length).toBe(15);
  });

  it('tells one media release by its slug, in German', async () => {
    const { mediaRelease } = await data<{ mediaRelease: Record<string, unknown> }>(
      '{ mediaRelease(slug: "annual-results-2024") { title adhoc contentLanguage body } }',
      {},
      'de',
    );
    expect(mediaRelease).toMatchObject({
      title: 'Komax legt Jahresergebnis 2024 vor',
      adhoc: true,
      contentLanguage: 'de',
    });
    expect(mediaRelease['body']).toContain('<p>');
  });

  it('answers null for an unknown media release', async () => {
    expect(await data('{ mediaRelease(slug: "nope") { id } }')).toEqual({ mediaRelease: null });
  });
});

describe('the events, investor data and locations of the sandbox content service', () => {
  it('lists nine events in order of their start date, each ending on or after its start', async () => {
    const { events } = await data<{
      events: {
        title: string;
        location: string;
        link: string;
        startDate: string;
        endDate: string;
      }[];
    }>('{ events { title location link startDate endDate } }', {}, 'de');
    expect(events).toHaveLength(9);
    const starts = events.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(events.every((event) => event.endDate >= event.startDate)).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({ title: 'productronica 2025', location: 'München, Deutschland' }),
    );
  });

  it('gives share counts, dividends in CHF, newest year first, and a 2023 financial calendar', async () => {
    const { investorData } = await data<{
      investorData: {
        shareCounts: { key: string; label: string; count: number }[];
        dividends: { financialYear: number; amountChf: number; label: string }[];
        financialCalendar: { date: string; title: string }[];
      };
    }>(
      '{ investorData { shareCounts { key label count } dividends { financialYear amountChf label } financialCalendar { date title } } }',
      {},
      'de',
    );
    expect(investorData.shareCounts).toContainEqual({
      key: 'registered-shares',
      label: 'Ausgegebene Namenaktien',
      count: 5132819,
    });
    expect(investorData.dividends[0]).toEqual({
      financialYear: 2022,
      amountChf: 3.5,
      label: 'Ordentliche Dividende',
    });
    const years = investorData.dividends.map((dividend) => dividend.financialYear);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(investorData.financialCalendar.length).toBeGreaterThan(3);
    expect(investorData.financialCalendar.every((entry) => entry.date.startsWith('2023-'))).toBe(
      true,
    );
  });

  interface Locations {
    locations: { name: string; type: string; countryCode: string; contacts: { role: string }[] }[];
  }
  it('lists ten locations by name, each with a contact', async () => {
    const { locations } = await data<Locations>(locationsDocument);
    expect(locations).toHaveLength(10);
    const names = locations.map((location) => location.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(locations.every((location) => location.contacts.length > 0)).toBe(true);
  });

  it('filters by country, whatever its case, and by type', async () => {
    const germany = await data<Locations>(locationsDocument, { country: 'de' });
    expect(germany.locations.map((location) => location.countryCode)).toEqual(['DE', 'DE']);
    const production = await data<Locations>(locationsDocument, { type: 'Production' });
    expect(production.locations.length).toBeGreaterThan(1);
    expect(production.locations.every((location) => location.type === 'Production')).toBe(true);
    const both = await data<Locations>(
      locationsDocument,
      { country: 'DE', type: 'Production' },
      'de',
    );
    expect(
      both.locations.map(({ name, type, countryCode, contacts }) => ({
        name,
        type,
        countryCode,
        roles: contacts.map((contact) => contact.role),
      })),
    ).toEqual([
      {
        name: 'Komax GmbH, Werk Grafenau',
        type: 'Production',
        countryCode: 'DE',
        roles: ['Werkleiterin', 'Kundendienst'],
      },
    ]);
  });

  it('refuses a location type it does not know', async () => {
    const answer = await ask(locationsDocument, { type: 'Spaceport' });
    expect(answer.errors?.length).toBeGreaterThan(0);
  });
});
