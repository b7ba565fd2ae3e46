import type { NewsFeedItem } from '@kmx/domain/content';
import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsFeedQuery, relatedStoriesQuery } from './content-items-queries';
import { GraphqlEndpoint } from './GraphqlEndpoint';

let server: LoopbackServer;
let endpoint: GraphqlEndpoint;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
  endpoint = new GraphqlEndpoint({ endpoint: `${server.origin}/graphql` });
});

afterAll(() => server.close());

describe('newsFeedQuery against the sandbox over HTTP', () => {
  it('pages through the whole feed, newest first, ten items a page', async () => {
    const items: NewsFeedItem[] = [];
    const pageSizes: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await newsFeedQuery(endpoint, { language: 'en', first: 10, after });
      items.push(...page.items);
      pageSizes.push(page.items.length);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(pageSizes).toEqual([10, 10, 5]);
    expect(new Set(items.map((item) => item.id)).size).toBe(25);
    const dates = items.map((item) => item.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads items in German, with absolute image addresses or none', async () => {
    const page = await newsFeedQuery(endpoint, { language: 'de', first: 2, after: null });
    expect(page.items[0]).toEqual({
      id: 'news-01',
      title: 'Neue Geschichte: ein Schnitt, dreissigtausendmal',
      text: 'Wie der Cutter 355 den ganzen Tag seine Toleranz hält.',
      image: {
        url: `${server.origin}/media/news/news-01.svg`,
        alternativeText: 'Ein Cutter bei der Arbeit',
      },
      link: '/stories/one-cut-thirty-thousand-times',
      publicationDate: '2025-03-20',
    });
    expect(page.items[1]?.image).toBeNull();
    expect(page.hasNextPage).toBe(true);
    expect(page.endCursor).not.toBeNull();
  });
});

describe('relatedStoriesQuery against the sandbox over HTTP', () => {
  it('reads the stories that name a product, newest first, as domain stories', async () => {
    const stories = await relatedStoriesQuery(endpoint, {
      productSlug: 'stripper-480',
      language: 'en',
    });
    expect(stories.map((story) => story.slug)).toEqual([
      'stripping-without-a-scratch',
      'ten-metres-of-wire-per-second',
      'a-second-life-for-old-machines',
      'the-quiet-machine',
      'one-software-for-the-whole-floor',
      'cables-for-the-wind-farm',
    ]);
    expect(stories[0]).toEqual({
      id: 'story-02',
      slug: 'stripping-without-a-scratch',
      publicationDate: '2025-02-27',
      title: 'Stripping without a scratch',
      leadText: 'Why the insulation should come off cleanly and the strands should never notice.',
      category: 'Know-how',
      image: {
        url: `${server.origin}/media/stories/stripping-without-a-scratch.svg`,
        alternativeText: 'Close-up of a cleanly stripped wire end',
      },
      storyContacts: [
        {
          id: 'contact-marco-vettori',
          name: 'Marco Vettori',
          slug: 'marco-vettori',
          image: {
            url: `${server.origin}/media/story-contacts/marco-vettori.svg`,
            alternativeText: 'Marco Vettori',
          },
        },
      ],
    });
  });

  it('reads an empty list for a product no story names', async () => {
    expect(
      await relatedStoriesQuery(endpoint, { productSlug: 'toaster-1', language: 'de' }),
    ).toEqual([]);
  });
});
