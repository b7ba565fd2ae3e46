import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { NavigationItem } from './NavigationItem';
import type { NavigationSourceItem } from './NavigationSourceItem';
import { buildNavigationTree, childAddress } from './navigation-tree';

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

const { item: sourceItem } = fc.letrec<{ item: NavigationSourceItem }>((tie) => ({
  item: fc.record({
    title: fc.string({ maxLength: 10 }),
    slug,
    items: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('item'), { maxLength: 3 })),
  }),
}));

function everyItem(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.items)]);
}

test.prop([fc.array(sourceItem, { maxLength: 4 })])(
  'every child address is its parent address plus a slash and its slug',
  (source) => {
    for (const item of everyItem(buildNavigationTree(source))) {
      for (const child of item.items) {
        expect(child.unlocalizedUrl).toBe(`${item.unlocalizedUrl}/${child.slug}`);
        expect(child.parent).toBe(item.unlocalizedUrl);
      }
    }
  },
);

function shapeOfSource(items: readonly NavigationSourceItem[]): unknown {
  return items.map((item) => [item.title, item.slug, shapeOfSource(item.items ?? [])]);
}

function shapeOfTree(items: readonly NavigationItem[]): unknown {
  return items.map((item) => [item.title, item.slug, shapeOfTree(item.items)]);
}

test.prop([fc.array(sourceItem, { maxLength: 4 })])(
  'building keeps the shape of the tree, every title and every slug',
  (source) => {
    expect(shapeOfTree(buildNavigationTree(source))).toEqual(shapeOfSource(source));
  },
);

test.prop([fc.array(sourceItem, { maxLength: 4 }), fc.stringMatching(/^\/[a-z]{2}(-[a-z]{2})?$/)])(
  'the linked address is the localized unlocalized address',
  (source, prefix) => {
    for (const item of everyItem(buildNavigationTree(source, (path) => `${prefix}${path}`))) {
      expect(item.url).toBe(`${prefix}${item.unlocalizedUrl}`);
    }
  },
);

test.prop([fc.array(slug, { maxLength: 5 })])(
  'joining slugs one by one gives the slugs joined by slashes',
  (slugs) => {
    const address = slugs.reduce((parent, next) => childAddress(parent, next), '/');
    expect(address).toBe(slugs.length === 0 ? '/' : `/${slugs.join('/')}`);
  },
);
