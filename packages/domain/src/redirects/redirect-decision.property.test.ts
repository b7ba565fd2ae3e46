import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { stripLocalePrefix } from '../routing/locale-prefix';
import { pathFromSegments, pathSegments } from '../routing/path-segments';
import type { CmsRedirect, RedirectDecision, RedirectFacts } from './RedirectDecision';
import type { RedirectReason } from './RedirectDecision';
import { hasQueryFlag, queryParts } from './query-string';
import { decideRedirect } from './redirect-decision';
import type { RouteRule } from './route-rule-match';

const trickyPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '\t',
  '\r\n',
  ' ',
  'evil.example',
  'https:',
  'https://evil.example',
  'javascript:',
  'de',
  'fr',
  '@',
  '?',
  '#',
  '%2F',
  'é',
);
const tricky = fc.oneof(
  fc.string(),
  fc.array(trickyPiece, { maxLength: 8 }).map((parts) => parts.join('')),
);
const locale = fc.constantFrom('de', 'en', 'de-ch', 'FR');
const anyFacts: fc.Arbitrary<RedirectFacts> = fc.record({
  path: tricky,
  query: tricky,
  chosenLocale: locale,
  localePrefixIsRight: fc.boolean(),
  cmsRedirect: fc.option(fc.record({ previousUrl: tricky, target: tricky }), { nil: null }),
  directPage: fc.option(tricky, { nil: null }),
  routeRules: fc.array(fc.record({ pattern: tricky, to: tricky }), { maxLength: 3 }),
});

/** A same-site location: one leading slash, only characters a header may carry raw. */
const sameSiteLocation = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;

function hostOf(url: string): string {
  return url.slice('https://'.length).split(/[/?#]/)[0] ?? '';
}

/** As browsers read a URL: tabs, line breaks and other control characters do not count. */
function withoutControlCharacters(text: string): string {
  return [...text].filter((character) => character > '\u001f' && character !== '\u007f').join('');
}

function configuredHosts(facts: RedirectFacts): readonly string[] {
  const targets = [facts.cmsRedirect?.target ?? '', ...facts.routeRules.map((rule) => rule.to)];
  return targets
    .map((target) => withoutControlCharacters(target).trim())
    .filter((target) => target.startsWith('https://'))
    .map(hostOf);
}

test.prop([anyFacts])(
  'a redirect never leaves the site unless it goes to a configured https target flagged external',
  (facts) => {
    const decision = decideRedirect(facts);
    if (decision.kind === 'redirect' && decision.external) {
      expect(['cms', 'route-rule']).toContain(decision.reason);
      expect(decision.location.startsWith('https://')).toBe(true);
      expect(configuredHosts(facts)).toContain(hostOf(decision.location));
    } else if (decision.kind === 'redirect') {
      expect(decision.location).toMatch(sameSiteLocation);
    }
  },
);

test.prop([anyFacts])(
  'a same-site redirect target never ends in a slash, except the root',
  (facts) => {
    const decision = decideRedirect(facts);
    if (decision.kind === 'redirect' && !decision.external) {
      const path = decision.location.split(/[?#]/)[0] ?? '';
      expect(path === '/' || !path.endsWith('/')).toBe(true);
    }
  },
);

test.prop([anyFacts])('each rule answers with its status from spec section 9', (facts) => {
  const decision = decideRedirect(facts);
  if (decision.kind === 'redirect') {
    const expected = {
      'direct-id': 302,
      'trailing-slash': 301,
      'repeated-slashes': 301,
      locale: 302,
      'letter-case': 301,
      cms: 301,
    } as const;
    if (decision.reason !== 'route-rule') {
      expect(decision.status).toBe(expected[decision.reason]);
    }
    if (decision.reason === 'direct-id') {
      expect(hasQueryFlag(decision.location.split('?')[1] ?? '', 'direct')).toBe(false);
    }
  }
});

test.prop([anyFacts])('a trailing-slash redirect keeps the query', (facts) => {
  const decision = decideRedirect(facts);
  if (decision.kind === 'redirect' && decision.reason === 'trailing-slash') {
    // Everything from the first `?`: a query may itself start with `?` (`/a??` has the query `?`).
    const mark = decision.location.indexOf('?');
    const search = mark === -1 ? '' : decision.location.slice(mark);
    expect(queryParts(search).length).toBe(
      queryParts(withoutControlCharacters(facts.query)).length,
    );
  }
});

/**
 * A consistent installation: which locales are right, what the CMS and the route rules redirect,
 * and which page each id names. Redirects are not chained (no target is another redirect's source),
 * which is content that one request's facts cannot check.
 */
interface World {
  readonly allowed: readonly string[];
  readonly preferred: string;
  readonly cms: readonly CmsRedirect[];
  readonly rules: readonly RouteRule[];
  readonly pages: Readonly<Record<string, string>>;
}

const allowed = ['de', 'en', 'de-ch'];
const sources = ['/old-a', '/old-b', '/old-c'];
const targets = [
  '/new-a',
  '/en/new-b/',
  '/new-a?x=1',
  'https://example.com/x',
  '/style-guide/new',
  'javascript:x',
];
const world: fc.Arbitrary<World> = fc.record({
  allowed: fc.constant(allowed),
  preferred: fc.constantFrom(...allowed),
  cms: fc
    .uniqueArray(
      fc.record({
        previousUrl: fc.constantFrom(...sources),
        target: fc.constantFrom(...targets, '/old-a'),
      }),
      { selector: (redirect) => redirect.previousUrl },
    )
    .map((list) =>
      list.map((redirect) =>
        redirect.target === '/old-a' ? { ...redirect, target: redirect.previousUrl } : redirect,
      ),
    ),
  rules: fc.array(
    fc.record({
      pattern: fc.constantFrom('/old-d', '/old-e/**', '/old-c'),
      to: fc.constantFrom(...targets, '/new-e/**'),
    }),
    { maxLength: 3 },
  ),
  pages: fc.constant({
    p1: '/en/about',
    p2: '/old-a/',
    p3: 'https://evil.example/x',
    p4: '/fr/new-a',
  }),
});
const prefix = fc.constantFrom('de', 'en', 'de-ch', 'fr', 'DE', '');
const page = fc.constantFrom(
  'old-a',
  'old-b',
  'old-c',
  'old-d',
  'old-e',
  'new-a',
  'x',
  'style-guide',
  '',
);
const request = fc.record({
  path: fc
    .tuple(prefix, page, fc.array(fc.constantFrom('x', 'de', ''), { maxLength: 1 }), fc.boolean())
    .map(
      ([locale, first, more, slash]) => `/${[locale, first, ...more].join('/')}${slash ? '/' : ''}`,
    ),
  query: fc.constantFrom(
    '',
    'a=1',
    'direct',
    'direct=p1',
    'direct=p2&a=1',
    'direct=p3',
    'direct=p4',
    'direct=p9',
  ),
});

function factsFor(installation: World, path: string, query: string): RedirectFacts {
  const first = pathSegments(path)[0];
  const right = first !== undefined && installation.allowed.includes(first);
  const key = pathFromSegments(pathSegments(stripLocalePrefix(path)));
  const id = queryParts(query)
    .find((part) => part.startsWith('direct='))
    ?.slice('direct='.length);
  return {
    path,
    query,
    chosenLocale: right ? first : installation.preferred,
    localePrefixIsRight: right,
    cmsRedirect: installation.cms.find((redirect) => redirect.previousUrl === key) ?? null,
    directPage:
      hasQueryFlag(query, 'direct') && id !== undefined ? (installation.pages[id] ?? null) : null,
    routeRules: installation.rules,
  };
}

function follow(installation: World, decision: RedirectDecision): RedirectDecision {
  if (decision.kind !== 'redirect') {
    return decision;
  }
  const [beforeHash = ''] = decision.location.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  return decideRedirect(factsFor(installation, path, query));
}

/** Position of each rule in the spec's order (spec 2.4); a later rule has a higher number. */
const redirectReasonOrder: Readonly<Record<RedirectReason, number>> = {
  'direct-id': 1,
  'trailing-slash': 2,
  'repeated-slashes': 3,
  'letter-case': 4,
  locale: 5,
  cms: 6,
  'route-rule': 7,
};

test.prop([world, request], { numRuns: 1000 })(
  'following a redirect gives serve or a strictly later rule, so redirects never loop',
  (installation, { path, query }) => {
    const first = decideRedirect(factsFor(installation, path, query));
    if (first.kind === 'redirect' && !first.external) {
      const second = follow(installation, first);
      if (second.kind === 'redirect') {
        expect(redirectReasonOrder[second.reason]).toBeGreaterThan(
          redirectReasonOrder[first.reason],
        );
      }
    }
  },
);

test.prop([world, request], { numRuns: 1000 })(
  'at most five redirects lead to a served page or another site',
  (installation, { path, query }) => {
    let decision = decideRedirect(factsFor(installation, path, query));
    for (let hop = 0; hop < 5 && decision.kind === 'redirect' && !decision.external; hop += 1) {
      decision = follow(installation, decision);
    }
    expect(decision.kind === 'serve' || (decision.kind === 'redirect' && decision.external)).toBe(
      true,
    );
  },
);

test.prop([anyFacts])(
  'a path with repeated slashes is moved for good to the same path without them, on this site',
  (facts) => {
    const decision = decideRedirect(facts);
    if (decision.kind === 'redirect' && decision.reason === 'repeated-slashes') {
      expect(decision.status).toBe(301);
      expect(decision.location).toMatch(sameSiteLocation);
      expect(decision.location.split('?')[0]).not.toContain('//');
    }
  },
);

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);

test.prop([fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom('', 'a=1&b=2')])(
  'a path written in another letter case goes to its canonical case, query kept',
  (segments, query) => {
    const canonical = `/en/${segments.join('/')}`;
    const written = canonical.toUpperCase().replace('/EN/', '/en/');
    const decision = decideRedirect({
      path: written,
      query,
      chosenLocale: 'en',
      localePrefixIsRight: true,
      cmsRedirect: null,
      directPage: null,
      routeRules: [],
      canonicalCase: canonical,
    });
    if (written === canonical) {
      expect(decision).toEqual({ kind: 'serve' });
    } else {
      expect(decision).toMatchObject({
        status: 301,
        reason: 'letter-case',
        location: query === '' ? canonical : `${canonical}?${query}`,
      });
    }
  },
);

test.prop([
  fc.webUrl({ validSchemes: ['https'], withQueryParameters: false, withFragments: true }),
  fc.constantFrom('utm_source=mail', 'a=1&b=2'),
])('a route rule to another origin keeps the request query when it names none', (url, query) => {
  fc.pre(/^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:[/#][^\s\\?]*)?$/i.test(url));
  const decision = decideRedirect({
    path: '/en/old',
    query,
    chosenLocale: 'en',
    localePrefixIsRight: true,
    cmsRedirect: null,
    directPage: null,
    routeRules: [{ pattern: '/old', to: url }],
  });
  expect(decision).toMatchObject({ kind: 'redirect', external: true });
  if (decision.kind === 'redirect') {
    const hash = url.indexOf('#');
    expect(decision.location).toBe(
      hash === -1 ? `${url}?${query}` : `${url.slice(0, hash)}?${query}${url.slice(hash)}`,
    );
  }
});
