import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { NavigationItem } from './NavigationItem';
import type { NavigationSourceItem } from './NavigationSourceItem';
import { buildNavigationTree } from './navigation-tree';
import { visibleNavigation } from './navigation-visibility';

const country = fc.constantFrom('CH', 'DE', 'US');

const { item: sourceItem } = fc.letrec<{ item: NavigationSourceItem }>((tie) => ({
  item: fc.record({
    title: fc.string({ maxLength: 5 }),
    slug: fc.constantFrom('careers', 'careers-switzerland', 'company', 'products', 'about'),
    hidden: fc.boolean(),
    hiddenSubItems: fc.boolean(),
    countries: fc.array(country, { maxLength: 2 }),
    items: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('item'), { maxLength: 3 })),
  }),
}));

const tree = fc.array(sourceItem, { maxLength: 4 }).map((source) => buildNavigationTree(source));
const visibility = fc.record({
  countryCode: country,
  nextRelease: fc.boolean(),
  isMainSite: fc.boolean(),
});

function everyItem(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.items)]);
}

test.prop([tree, visibility])(
  'every visible item is available in the visitor country',
  (items, options) => {
    for (const item of everyItem(visibleNavigation(items, options))) {
      expect(item.countries.length === 0 || item.countries.includes(options.countryCode)).toBe(
        true,
      );
    }
  },
);

test.prop([tree, country])('outside next-release mode no visible item is hidden', (items, code) => {
  const visible = visibleNavigation(items, {
    countryCode: code,
    nextRelease: false,
    isMainSite: true,
  });
  for (const item of everyItem(visible)) {
    expect(item.hidden).toBe(false);
    if (item.hiddenSubItems) expect(item.items).toEqual([]);
  }
});

test.prop([tree, country])(
  'in next-release mode on the main site careers never shows and the top list shrinks',
  (items, code) => {
    const options = { countryCode: code, nextRelease: true, isMainSite: true };
    const visible = visibleNavigation(items, options);
    const slugs = everyItem(visible).map((item) => item.slug);
    expect(slugs).not.toContain('careers');
    expect(slugs).not.toContain('careers-switzerland');
    expect(visible.length).toBeLessThanOrEqual(Math.max(0, items.length - 1));
  },
);

test.prop([tree, country, fc.boolean(), fc.boolean()])(
  "the footer's navigation is the header's rule without dropping the last top item",
  (items, code, nextRelease, isMainSite) => {
    const options = { countryCode: code, nextRelease, isMainSite };
    const footer = visibleNavigation(items, { ...options, menu: 'footer' });
    const dropsLast = nextRelease && isMainSite && items.length > 0;
    const header = visibleNavigation(dropsLast ? [...items, ...items.slice(0, 1)] : items, options);
    expect(footer).toEqual(header);
  },
);

// Top items numbered in their title, so each visible item tells where it came from.
const numberedTree = fc
  .array(sourceItem, { maxLength: 6 })
  .map((source) =>
    buildNavigationTree(source.map((item, index) => ({ ...item, title: `item ${index}` }))),
  );

test.prop([numberedTree, country, fc.boolean()])(
  'visible top items keep their order and come from the tree',
  (items, code, nextRelease) => {
    const visible = visibleNavigation(items, { countryCode: code, nextRelease, isMainSite: true });
    const positions = visible.map((item) =>
      items.findIndex((original) => original.title === item.title),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  },
);
