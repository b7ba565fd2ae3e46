import type { NavigationItem } from '@kmx/domain/navigation';
import type { FooterSectionView, LinkView, MenuItemView, MenuTeaserView } from '@kmx/domain/view';
import { navigationTargets, plainTitle } from '@kmx/domain/navigation';

/** The item's children, or the items of its sections for a menu laid out in sections. */
function childrenOf(item: NavigationItem): readonly NavigationItem[] {
  return item.items.length > 0 ? item.items : item.sections.flatMap((section) => section.items);
}

function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The visitor is on the item's page or below it; the home item is active only on home. */
export function isActive(item: NavigationItem, pathInSite: string): boolean {
  const itemPath = withoutTrailingSlash(item.unlocalizedUrl);
  const current = withoutTrailingSlash(pathInSite);
  return itemPath === '/'
    ? current === '/'
    : current === itemPath || current.startsWith(`${itemPath}/`);
}

// Navigation trees are cached and shared by every page of a site: their links are made once.
const links = new WeakMap<NavigationItem, LinkView>();

function linkView(item: NavigationItem): LinkView {
  let link = links.get(item);
  if (link === undefined) {
    link = {
      title: plainTitle(item.title),
      href: item.url,
      newTab: item.target === navigationTargets.newTab,
    };
    links.set(item, link);
  }
  return link;
}

/** Spec 3.4's marketing title and description of an item, the teaser of its mega menu. */
function teaserOf(item: NavigationItem): MenuTeaserView | null {
  const title = item.marketingTitle === null ? '' : plainTitle(item.marketingTitle);
  const text = item.marketingDescription === null ? '' : plainTitle(item.marketingDescription);
  return title === '' && text === '' ? null : { title, text };
}

function menuOf(items: readonly NavigationItem[], pathInSite: string): readonly MenuItemView[] {
  return items.map((item) => {
    const teaser = teaserOf(item);
    return {
      ...linkView(item),
      items: menuOf(childrenOf(item), pathInSite),
      active: isActive(item, pathInSite),
      ...(teaser !== null && { teaser }),
    };
  });
}

/** Menus made per cached tree and page path; a tree keeps this many before starting afresh. */
const menusPerTree = 500;
const menus = new WeakMap<readonly NavigationItem[], Map<string, readonly MenuItemView[]>>();

/** Spec public-site 2.5, 3.4: the header's menu as renderers draw it. */
export function menuItems(
  items: readonly NavigationItem[],
  pathInSite: string,
): readonly MenuItemView[] {
  let byPath = menus.get(items);
  if (byPath === undefined) {
    byPath = new Map();
    menus.set(items, byPath);
  }
  let menu = byPath.get(pathInSite);
  if (menu === undefined) {
    if (byPath.size >= menusPerTree) byPath.clear();
    menu = menuOf(items, pathInSite);
    byPath.set(pathInSite, menu);
  }
  return menu;
}

/** The footer item that leads to the contact page, shown apart from the sections. */
const contactSlug = 'contact';

export interface FooterView {
  readonly contactLink: LinkView | null;
  readonly sections: readonly FooterSectionView[];
}

/**
 * Spec public-site 2.5, 3.4: the footer's sections are its top items with their children as links;
 * a top item without children is a section of one link, except the contact item, which is the
 * footer's contact link.
 */
export function footerView(items: readonly NavigationItem[]): FooterView {
  const contact = items.find((item) => item.slug === contactSlug && childrenOf(item).length === 0);
  return {
    contactLink: contact === undefined ? null : linkView(contact),
    sections: items
      .filter((item) => item !== contact)
      .map((item) => {
        const children = childrenOf(item);
        return {
          title: plainTitle(item.title),
          links: (children.length > 0 ? children : [item]).map(linkView),
        };
      }),
  };
}
