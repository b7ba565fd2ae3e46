import type { NavigationItem } from '../navigation/NavigationItem';
import type { EditorPage, EditorTreeItem } from './EditorPage';

// Section items hang below the item that holds the sections, like its children (as on the site).
function childrenOf(item: NavigationItem): readonly NavigationItem[] {
  return [...item.items, ...item.sections.flatMap((section) => section.items)];
}

/**
 * Spec public-site 3.4, 7: the editor's page tree is the site's navigation with each item's page,
 * hidden items included. The pages no item stands for follow, by address.
 *
 * An item's page is the one its `page` names; an item naming no page the list holds (a page link
 * kept as a fixed path) falls back to the page at its address. `urlOf` gives an unlisted page's
 * public address; items already carry theirs.
 *
 * @usedBy issue 18, editor area
 */
export function editorPageTree(
  navigation: readonly NavigationItem[],
  pages: readonly EditorPage[],
  urlOf: (path: string) => string,
): { readonly items: readonly EditorTreeItem[]; readonly otherPages: readonly EditorTreeItem[] } {
  const byId = new Map<string, EditorPage>();
  const byPath = new Map<string, EditorPage>();
  for (const page of pages) {
    if (!byId.has(page.id)) byId.set(page.id, page);
    if (!byPath.has(page.path)) byPath.set(page.path, page);
  }
  const linked = new Set<string>();

  const treeItem = (item: NavigationItem): EditorTreeItem => {
    const named = item.page === null ? undefined : byId.get(item.page.id);
    const page = named ?? byPath.get(item.unlocalizedUrl) ?? null;
    if (page !== null) linked.add(page.id);
    return {
      title: item.title,
      path: item.unlocalizedUrl,
      url: item.url,
      hidden: item.hidden,
      hiddenSubItems: item.hiddenSubItems,
      page,
      items: childrenOf(item).map(treeItem),
    };
  };

  const items = navigation.map(treeItem);
  const seen = new Set<string>();
  const otherPages = pages
    .filter((page) => {
      if (linked.has(page.id) || seen.has(page.id)) return false;
      seen.add(page.id);
      return true;
    })
    .sort((a, b) => compareText(a.path, b.path) || compareText(a.id, b.id))
    .map((page): EditorTreeItem => ({
      title: page.title,
      path: page.path,
      url: urlOf(page.path),
      hidden: false,
      hiddenSubItems: false,
      page,
      items: [],
    }));
  return { items, otherPages };
}

// Code-unit order: the same in Node and every browser, whatever the locale.
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
