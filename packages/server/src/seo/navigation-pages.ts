import type { NavigationItem } from '@kmx/domain/navigation';
import { hardLinkPrefix, pathFromSegments, pathSegments } from '@kmx/domain/routing';

/** An address of a site that its navigation leads to, and the page it shows when it names one. */
export interface NavigationPageRef {
  /** Without locale prefix or site slug, canonical: `/company/history`, `/` for home. */
  readonly unlocalizedUrl: string;
  readonly pageId: string | null;
}

/**
 * Whether an item leads to a path of its own site: not a `hard:` link (which may leave the site),
 * nor another scheme, host or a fragment.
 */
function isSitePath(item: NavigationItem): boolean {
  const address = item.unlocalizedUrl;
  return (
    !address.startsWith(hardLinkPrefix) &&
    address.startsWith('/') &&
    !address.startsWith('//') &&
    !/[?#]/.test(address)
  );
}

/**
 * Items a visitor can see, whatever their country: hidden items go with everything below them,
 * an item with hidden sub-items keeps its sections but not its children (spec public-site 3.4).
 */
export function withoutHiddenItems(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => ({
      ...item,
      items: item.hiddenSubItems ? [] : withoutHiddenItems(item.items),
      sections: item.sections.map((section) => ({
        ...section,
        items: withoutHiddenItems(section.items),
      })),
    }));
}

/**
 * Every address of the site a visible item leads to, each once (the first item naming it wins),
 * in the order of the tree: parents before their children, children before section items.
 */
export function navigationPages(items: readonly NavigationItem[]): readonly NavigationPageRef[] {
  const found = new Map<string, NavigationPageRef>();
  const visit = (item: NavigationItem) => {
    if (isSitePath(item)) {
      const unlocalizedUrl = pathFromSegments(pathSegments(item.unlocalizedUrl));
      if (!found.has(unlocalizedUrl)) {
        found.set(unlocalizedUrl, { unlocalizedUrl, pageId: item.page?.id ?? null });
      }
    }
    item.items.forEach(visit);
    item.sections.forEach((section) => section.items.forEach(visit));
  };
  withoutHiddenItems(items).forEach(visit);
  return [...found.values()];
}

/** Whether `path` is `area` or below it. */
export function isWithin(path: string, area: string): boolean {
  const inner = pathSegments(path);
  const outer = pathSegments(area);
  return outer.length <= inner.length && outer.every((segment, index) => inner[index] === segment);
}
