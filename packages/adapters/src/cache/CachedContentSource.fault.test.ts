import type { ContentSource } from '@kmx/domain/ports';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlContentSource } from '../graphql/GraphqlContentSource';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { CachedContentSource } from './CachedContentSource';
import { CircuitBreaker } from './CircuitBreaker';
import { CircuitOpenError } from './CircuitOpenError';
import { LruCache } from './LruCache';
import { ReadThroughCache } from './ReadThroughCache';

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

/** A systemDataQuery answer whose one site carries `name`, so answers can be told apart. */
function systemDataAnswer(name: string) {
  return {
    data: {
      countries: [],
      languages: [],
      sites: [
        {
          id: 'main',
          name,
          slug: null,
          internationalOnly: false,
          hideSideButtons: false,
          enableCutFont: false,
          headerNavigationId: null,
          footerNavigationId: null,
          domains: ['www.kmx.test'],
        },
      ],
    },
  };
}

/** The real GraphQL adapter as the upstream; the queries these tests do not make are refused. */
function contentSourceOver(graphql: GraphqlContentSource): ContentSource {
  const notUsed = () => Promise.reject(new Error('not used by these tests'));
  return {
    systemData: () => graphql.systemData(),
    pageByPath: (request) => graphql.pageByPath(request),
    pageById: notUsed,
    redirectsByPreviousUrl: notUsed,
    relatedStoriesByProductSlug: notUsed,
    newsFeed: notUsed,
    navigationTree: notUsed,
  };
}

let stub: StubUpstream;

beforeEach(async () => {
  stub = await startStubUpstream({ kind: 'json', body: systemDataAnswer('Kmx before') });
});

afterEach(() => stub.close());

function cachedContent(clock = fakeClock(), lru = new LruCache<unknown>({ clock })) {
  const cache = new ReadThroughCache({ cache: lru, clock });
  const breaker = new CircuitBreaker({ name: 'content service', clock });
  const source = contentSourceOver(
    new GraphqlContentSource({ endpoint: stub.url, timeoutMs: 2000 }),
  );
  return { clock, cache, content: new CachedContentSource({ source, cache, breaker }) };
}

const siteName = async (content: ContentSource) => (await content.systemData()).sites[0]?.name;

describe('CachedContentSource over the GraphQL adapter and a failing content service', () => {
  it('serves stale data while the service answers 500, and fresh data once it recovers', async () => {
    const { clock, cache, content } = cachedContent();
    expect(await siteName(content)).toBe('Kmx before');

    clock.time += 31 * 60_000;
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const requestsBeforeOutage = stub.requests.length;
    expect(await siteName(content)).toBe('Kmx before');
    await cache.idle();
    expect(await siteName(content)).toBe('Kmx before');
    await cache.idle();
    // Two refreshes, each a query tried once more on the 500 (spec public-site 9).
    expect(stub.requests.length).toBe(requestsBeforeOutage + 4);

    stub.answer({ kind: 'json', body: systemDataAnswer('Kmx after') });
    expect(await siteName(content)).toBe('Kmx before');
    await cache.idle();
    expect(await siteName(content)).toBe('Kmx after');
  });

  it('makes one upstream call for 200 concurrent cold requests', async () => {
    stub.answer({ kind: 'slow', delayMs: 100, body: systemDataAnswer('Kmx') });
    const { content } = cachedContent();
    const names = await Promise.all(Array.from({ length: 200 }, () => siteName(content)));
    expect(new Set(names)).toEqual(new Set(['Kmx']));
    expect(stub.requests).toHaveLength(1);
  });

  it('makes one upstream call for cold requests to two instances sharing one cache', async () => {
    stub.answer({ kind: 'slow', delayMs: 100, body: systemDataAnswer('Kmx') });
    const clock = fakeClock();
    const shared = new LruCache<unknown>({ clock });
    const first = cachedContent(clock, shared).content;
    const second = cachedContent(clock, shared).content;
    const names = await Promise.all(
      Array.from({ length: 200 }, (_, index) => siteName(index % 2 === 0 ? first : second)),
    );
    expect(new Set(names)).toEqual(new Set(['Kmx']));
    expect(stub.requests).toHaveLength(1);
  });

  it('stops calling a service that keeps answering 500 until its cool-down is over', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const { clock, content } = cachedContent();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(content.systemData()).rejects.toMatchObject({ status: 500 });
    }
    await expect(content.systemData()).rejects.toBeInstanceOf(CircuitOpenError);
    // Five failed calls, each a query tried once more on the 500 (spec public-site 9).
    expect(stub.requests).toHaveLength(10);

    stub.answer({ kind: 'json', body: systemDataAnswer('Kmx back') });
    clock.time += 15_000;
    expect(await siteName(content)).toBe('Kmx back');
    expect(stub.requests).toHaveLength(11);
  });
});
