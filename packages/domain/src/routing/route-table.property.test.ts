import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { matchRoute } from './route-match';
import { routeTable } from './route-table';

const reserved = ['contacts', 'list', 'newticket', 'old', 'style-guide', 'buttons'];
const value = fc.stringMatching(/^[a-z0-9-]{1,10}$/).filter((text) => !reserved.includes(text));
const namedRoutes = routeTable.filter((route) => route.kind !== 'content');
const firstSegments = new Set(namedRoutes.map((route) => route.pattern.split('/')[1]));

test.prop([fc.constantFrom(...namedRoutes), value, fc.array(value, { maxLength: 3 })])(
  'every route is reached by a path made from its own pattern, so none is shadowed',
  (route, single, many) => {
    const path = route.pattern
      .split('/')
      .flatMap((part) => (part.endsWith('*') ? many : part.startsWith(':') ? [single] : [part]))
      .join('/');
    expect(matchRoute(path).kind).toBe(route.kind);
  },
);

test.prop([
  fc.array(value, { maxLength: 4 }).filter((segments) => !firstSegments.has(segments[0])),
])('a path that starts no named route is a content page with all its segments', (segments) => {
  expect(matchRoute(`/${segments.join('/')}`)).toEqual({
    kind: 'content',
    layout: 'default',
    params: {},
    rest: segments,
  });
});

test.prop([fc.constantFrom(...routeTable), fc.constantFrom(...routeTable)])(
  'no two routes share a kind or a pattern',
  (a, b) => {
    expect(a === b || (a.kind !== b.kind && a.pattern !== b.pattern)).toBe(true);
  },
);
