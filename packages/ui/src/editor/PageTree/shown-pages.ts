import type { FilteredTreeItem } from '@kmx/domain/editor';

/**
 * How many pages the filtered tree shows as matches: each page once, though several items may
 * stand for it; rows kept only for context and items of no page are not counted.
 */
export function shownPageCount(lists: readonly (readonly FilteredTreeItem[])[]): number {
  const ids = new Set<string>();
  const visit = (item: FilteredTreeItem): void => {
    if (item.matches && item.page !== null) ids.add(item.page.id);
    item.items.forEach(visit);
  };
  lists.forEach((list) => list.forEach(visit));
  return ids.size;
}
