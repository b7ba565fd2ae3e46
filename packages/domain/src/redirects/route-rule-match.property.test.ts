import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { matchRouteRule } from './route-rule-match';

const segment = fc.constantFrom('a', 'b', 'c');
const segments = fc.array(segment, { maxLength: 4 });
const rule = fc.record({
  pattern: fc
    .tuple(segments, fc.boolean())
    .map(([parts, wild]) => `/${[...parts, ...(wild ? ['**'] : [])].join('/')}`),
  to: fc.constantFrom('/x', '/y/**'),
});

function covers(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/**')) {
    return pattern === path;
  }
  const base = pattern.slice(0, -3);
  return path === base || path.startsWith(`${base}/`);
}

test.prop([fc.array(rule, { maxLength: 5 }), segments])(
  'the chosen rule covers the path, and no covering rule is more specific',
  (rules, parts) => {
    const path = `/${parts.join('/')}`;
    const covering = rules.filter((candidate) => covers(candidate.pattern, path));
    const match = matchRouteRule(rules, path);
    expect(match === null).toBe(covering.length === 0);
    if (match !== null) {
      expect(covers(match.rule.pattern, path)).toBe(true);
      if (covering.some((candidate) => candidate.pattern === path)) {
        expect(match.rule.pattern).toBe(path);
      } else {
        const longest = Math.max(...covering.map((candidate) => candidate.pattern.length));
        expect(match.rule.pattern.length).toBe(longest);
      }
    }
  },
);

test.prop([segments, segments])(
  'a wildcard target receives exactly the matched remainder',
  (base, rest) => {
    const pattern = `/${[...base, '**'].join('/')}`;
    const match = matchRouteRule([{ pattern, to: '/new/**' }], `/${[...base, ...rest].join('/')}`);
    expect(match?.to).toBe(`/new${rest.map((part) => `/${part}`).join('')}`);
  },
);
