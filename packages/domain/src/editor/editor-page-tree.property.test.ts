import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { NavigationItem } from '../navigation/NavigationItem';
import type { NavigationSourceItem } from '../navigation/NavigationSourceItem';
import { buildNavigationTree } from '../navigation/navigation-tree';
import { editorPageTree } from './editor-page-tree';
import type { EditorPage, EditorTreeItem } from './EditorPage';

// Small pools, so that items and pages often meet by id and by address.
const pageId = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6');
const slug = fc.constantFrom('', 'a', 'b', 'c');
const path = fc.constantFrom('/', '/a', '/b', '/a/b', '/b/c', '/c', '/a/a');

const { item: sourceItem } = fc.letrec<{ item: NavigationSourceItem }>((tie) => ({
  item: fc
    .record({
      title: fc.string({ maxLength: 6 }),
      slug,
      pageId: fc.option(pageId),
      hidden: fc.boolean(),
      hiddenSubItems: fc.boolean(),
      items: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('item'), { maxLength: 3 })),
      sectionItems: fc.oneof(
        { maxDepth: 2 },
        fc.constant(null),
        fc.array(tie('item'), { maxLength: 2 }),
      ),
    })
    .map(({ pageId: id, sectionItems, ...fields }): NavigationSourceItem => ({
      ...fields,
      page: id === null ? null : { id },
      sections: sectionItems === null ? [] : [{ items: sectionItems }],
    })),
}));

const editorPage: fc.Arbitrary<EditorPage> = fc.record({
  id: pageId,
  title: fc.string({ maxLength: 6 }),
  path,
  isPublished: fc.boolean(),
  languages: fc.constant(['en']),
  protection: fc.constant('none'),
  translation: fc.constant({ sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: [] }),
});
const pagesOfSite = fc.uniqueArray(editorPage, { selector: (page) => page.id, maxLength: 6 });
const navigation = fc
  .array(sourceItem, { maxLength: 4 })
  .map((source) => buildNavigationTree(source, (address) => `/en${address}`));
const urlOf = (address: string) => `/fr${address}`;

function childrenOf(item: NavigationItem): readonly NavigationItem[] {
  return [...item.items, ...item.sections.flatMap((section) => section.items)];
}

function everyTreeItem(items: readonly EditorTreeItem[]): readonly EditorTreeItem[] {
  return items.flatMap((item) => [item, ...everyTreeItem(item.items)]);
}

test.prop([navigation, pagesOfSite])(
  'the tree has the navigation’s shape, titles, addresses and flags, section items as children',
  (nav, pages) => {
    const shapeOfNavigation = (items: readonly NavigationItem[]): unknown =>
      items.map((item) => [
        item.title,
        item.unlocalizedUrl,
        item.url,
        item.hidden,
        item.hiddenSubItems,
        shapeOfNavigation(childrenOf(item)),
      ]);
    const shapeOfTree = (items: readonly EditorTreeItem[]): unknown =>
      items.map((item) => [
        item.title,
        item.path,
        item.url,
        item.hidden,
        item.hiddenSubItems,
        shapeOfTree(item.items),
      ]);
    expect(shapeOfTree(editorPageTree(nav, pages, urlOf).items)).toEqual(shapeOfNavigation(nav));
  },
);

test.prop([navigation, pagesOfSite])(
  'an item has the page it names, else the page at its address, else none',
  (nav, pages) => {
    const check = (navItems: readonly NavigationItem[], treeItems: readonly EditorTreeItem[]) => {
      navItems.forEach((navItem, index) => {
        const treeItem = treeItems[index];
        const named = pages.find((page) => page.id === navItem.page?.id);
        const atAddress = pages.find((page) => page.path === navItem.unlocalizedUrl);
        expect(treeItem?.page).toBe(named ?? atAddress ?? null);
        check(childrenOf(navItem), treeItem?.items ?? []);
      });
    };
    check(nav, editorPageTree(nav, pages, urlOf).items);
  },
);

test.prop([navigation, pagesOfSite])(
  'every page is either in the navigation or among the other pages, never both, never twice',
  (nav, pages) => {
    const tree = editorPageTree(nav, pages, urlOf);
    const linked = new Set(everyTreeItem(tree.items).flatMap((item) => item.page?.id ?? []));
    const others = tree.otherPages.map((item) => item.page?.id);
    expect(new Set(others).size).toBe(others.length);
    for (const page of pages) {
      expect(linked.has(page.id) !== others.includes(page.id)).toBe(true);
    }
    expect(others.length + linked.size).toBe(pages.length);
  },
);

test.prop([navigation, pagesOfSite])(
  'the other pages are plain rows sorted by address, each with its public address',
  (nav, pages) => {
    const { otherPages } = editorPageTree(nav, pages, urlOf);
    otherPages.forEach((item, index) => {
      expect(item).toEqual({
        title: item.page?.title,
        path: item.page?.path,
        url: urlOf(item.page?.path ?? ''),
        hidden: false,
        hiddenSubItems: false,
        page: item.page,
        items: [],
      });
      const next = otherPages[index + 1];
      if (next !== undefined) expect(item.path <= next.path).toBe(true);
    });
  },
);
