import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { breadcrumbTrail, notFoundBreadcrumbTrail } from './breadcrumb-trail';

const home = { title: 'Home', route: '/' };
const segment = fc.stringMatching(/^[a-z]{1,6}$/);
const crumb = fc.record({
  title: fc.string({ maxLength: 12 }),
  breadcrumbOverride: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  url: segment.map((slug) => `/${slug}`),
});

test.prop([fc.array(crumb, { maxLength: 6 })])(
  'home comes first, exactly one crumb is current and it is the last after home',
  (path) => {
    const { entries } = breadcrumbTrail(home, path);
    expect(entries[0]?.kind).toBe('home');
    expect(entries.length).toBe(path.length + 1);
    const current = entries.filter((entry) => entry.kind === 'current');
    expect(current.length).toBe(path.length === 0 ? 0 : 1);
    if (path.length > 0) expect(entries.at(-1)?.kind).toBe('current');
  },
);

test.prop([fc.array(crumb, { maxLength: 6 })])(
  'the home icon shows on desktop exactly when items follow it, and the back link is the parent',
  (path) => {
    const trail = breadcrumbTrail(home, path);
    expect(trail.showHomeIconOnDesktop).toBe(trail.entries.length > 1);
    const parent = trail.entries.at(-2);
    expect(trail.mobileBackLink).toEqual(
      parent === undefined ? null : { title: parent.title, route: parent.route },
    );
  },
);

// Without entities no decoded `&lt;` can bring a bracket back, so any tag left would be a bug.
const markupCrumb = fc.record({
  title: fc
    .array(fc.constantFrom('<b>', '</b>', '<br/>', 'Wire', ' ', '<', '>'), { maxLength: 8 })
    .map((parts) => parts.join('')),
  breadcrumbOverride: fc.constant(null),
  url: segment.map((slug) => `/${slug}`),
});

test.prop([fc.array(markupCrumb, { maxLength: 6 })])('no crumb title shows a tag', (path) => {
  for (const entry of breadcrumbTrail(home, path).entries) {
    expect(entry.title).not.toMatch(/<[^>]*>/);
  }
});

test.prop([segment])('an unknown page always has the trail Home then 404', (slug) => {
  const trail = notFoundBreadcrumbTrail(home, `/${slug}`);
  expect(trail.entries.map((entry) => [entry.title, entry.kind])).toEqual([
    ['Home', 'home'],
    ['404', 'current'],
  ]);
});

test.prop([
  fc.array(
    fc.oneof(
      crumb,
      crumb.map((item) => ({ ...item, url: '/' })),
    ),
    { maxLength: 6 },
  ),
])('no crumb after home leads to the home address', (path) => {
  const { entries } = breadcrumbTrail(home, path);
  expect(entries.slice(1).every((entry) => entry.route !== '/')).toBe(true);
  expect(entries.length).toBe(path.filter((item) => item.url !== '/').length + 1);
});
