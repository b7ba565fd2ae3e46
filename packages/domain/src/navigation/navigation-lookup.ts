import type { NavigationItem } from './NavigationItem';

// Children come before section items, and a parent before its children, so the shallowest match
// in reading order wins.
function childrenOf(item: NavigationItem): readonly NavigationItem[] {
  return [...item.items, ...item.sections.flatMap((section) => section.items)];
}

/** The first item in reading order whose slug is `slug`, or `null`. */
export function findNavigationItem(
  items: readonly NavigationItem[],
  slug: string,
): NavigationItem | null {
  for (const item of items) {
    if (item.slug === slug) return item;
    const found = findNavigationItem(childrenOf(item), slug);
    if (found !== null) return found;
  }
  return null;
}

function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The items from the top of the tree down to the item at `unlocalizedUrl` (a trailing slash does
 * not matter), ready for the breadcrumb; empty when no item lives there.
 */
export function navigationPathTo(
  items: readonly NavigationItem[],
  unlocalizedUrl: string,
): readonly NavigationItem[] {
  const wanted = withoutTrailingSlash(unlocalizedUrl);
  for (const item of items) {
    if (withoutTrailingSlash(item.unlocalizedUrl) === wanted) return [item];
    const below = navigationPathTo(childrenOf(item), wanted);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}
