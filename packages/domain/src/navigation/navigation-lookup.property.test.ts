import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { NavigationItem } from './NavigationItem';
import type { NavigationSourceItem } from './NavigationSourceItem';
import { buildNavigationTree } from './navigation-tree';
import { findNavigationItem, navigationPathTo } from './navigation-lookup';

const slug = fc.stringMatching(/^[a-z]{1,3}$/);

const { item: sourceItem } = fc.letrec<{ item: NavigationSourceItem }>((tie) => ({
  item: fc.record({
    title: fc.string({ maxLength: 5 }),
    slug,
    items: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('item'), { maxLength: 3 })),
  }),
}));

const tree = fc.array(sourceItem, { maxLength: 4 }).map((source) => buildNavigationTree(source));

function everyItem(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.items)]);
}

test.prop([tree, slug])(
  'an item is found by slug exactly when the tree holds that slug',
  (items, wanted) => {
    const found = findNavigationItem(items, wanted);
    const held = everyItem(items).some((item) => item.slug === wanted);
    expect(found !== null).toBe(held);
    if (found !== null) expect(found.slug).toBe(wanted);
  },
);

test.prop([tree])(
  'the path to every item ends at an item with that address and links parent to child',
  (items) => {
    for (const item of everyItem(items)) {
      const path = navigationPathTo(items, item.unlocalizedUrl);
      expect(path.at(-1)?.unlocalizedUrl).toBe(item.unlocalizedUrl);
      expect(path[0]?.parent).toBeNull();
      path.slice(1).forEach((step, index) => {
        expect(step.parent).toBe(path[index]?.unlocalizedUrl);
      });
    }
  },
);
