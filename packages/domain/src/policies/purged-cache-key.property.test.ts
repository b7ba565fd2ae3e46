import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { cacheKey } from './cache-key';
import { parseCachePurge } from './cache-purge';
import { pageCacheKey, type PageCacheFacts } from './page-cache-key';
import { isPurgedKey } from './purged-cache-key';

// Segments with the key's own separators and escapes in them, which a naive split would confuse.
const segment = fc
  .stringMatching(/^[a-z0-9:|%=.-]{1,6}$/)
  .filter((text) => !/^[a-z]{2}(-[a-z]{2})?$/.test(text));
const pathInSite = fc
  .array(segment, { maxLength: 3 })
  .map((segments) => `/${segments.map((part) => encodeURIComponent(part)).join('/')}`);

const facts = (path: fc.Arbitrary<string>): fc.Arbitrary<PageCacheFacts> =>
  fc.record({
    siteId: fc.string({ maxLength: 6 }),
    localeCode: fc.constantFrom('en', 'de', 'de-ch', 'fr-ch'),
    localePrefixed: fc.boolean(),
    pathInSite: path,
    measurementSystem: fc.constantFrom('Metric' as const, 'Imperial' as const),
    nextRelease: fc.boolean(),
    testing: fc.constant(false),
    missingDirectPage: fc.constant(false),
    query: fc.constant({}),
  });

test.prop([facts(pathInSite), pathInSite])(
  'a purge by path drops a page exactly when it names the page’s path, in any variant',
  (page, named) => {
    const parsed = parseCachePurge({ paths: [named] });
    if (parsed.kind !== 'purge') throw new Error(parsed.message);
    const key = pageCacheKey(page) ?? '';
    const same = decodeURIComponent(page.pathInSite) === decodeURIComponent(named);
    expect(isPurgedKey(key, parsed.purge)).toBe(same);
  },
);

test.prop([fc.string({ minLength: 1, maxLength: 8 }), facts(pathInSite), fc.boolean()])(
  'a purge by id never drops a page kept under a path, even one spelled like the id',
  (id, page, nextRelease) => {
    const parsed = parseCachePurge({ ids: [id] });
    fc.pre(parsed.kind === 'purge');
    if (parsed.kind !== 'purge') return;
    const [named] = parsed.purge.kind === 'pages' ? parsed.purge.ids : [];
    expect(isPurgedKey(pageCacheKey({ ...page, pathInSite: `/${id}` }) ?? '', parsed.purge)).toBe(
      false,
    );
    expect(
      isPurgedKey(
        cacheKey(['page-by-id', 'PUBLISHED', 'en', '', named ?? ''], nextRelease),
        parsed.purge,
      ),
    ).toBe(true);
  },
);

test.prop([fc.anything()])('any body is read or refused, never thrown on', (body) => {
  const parsed = parseCachePurge(body);
  if (parsed.kind === 'purge' && parsed.purge.kind === 'pages') {
    expect(parsed.purge.ids.length + parsed.purge.paths.length).toBeGreaterThan(0);
    for (const path of parsed.purge.paths) expect(path.startsWith('/')).toBe(true);
  }
});
