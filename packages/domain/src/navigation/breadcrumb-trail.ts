import type { BreadcrumbItem } from './BreadcrumbItem';
import type { NavigationItem } from './NavigationItem';
import { plainTitle } from './plain-title';

export const breadcrumbKinds = {
  /** Shown as the home icon. */
  home: 'home',
  link: 'link',
  /** Greyed, inactive and marked as the current page. */
  current: 'current',
} as const;

export type BreadcrumbKind = (typeof breadcrumbKinds)[keyof typeof breadcrumbKinds];

export interface BreadcrumbEntry extends BreadcrumbItem {
  readonly kind: BreadcrumbKind;
}

export interface BreadcrumbTrail {
  readonly entries: readonly BreadcrumbEntry[];
  /** On desktop the home icon shows only when further items follow it. */
  readonly showHomeIconOnDesktop: boolean;
  /** Small screens show only a back link to the current item's parent. */
  readonly mobileBackLink: BreadcrumbItem | null;
  /** Breadcrumb links are not followed by search engines. */
  readonly rel: 'nofollow';
}

export type BreadcrumbSource = Pick<NavigationItem, 'title' | 'breadcrumbOverride' | 'url'>;

/** Spec public-site 2.6, 2.7: the title of the last crumb of an unknown page. */
const notFoundBreadcrumbTitle = '404';

/** The override wins over the title when it has any text; either is cleaned of markup. */
export function breadcrumbTitle(
  item: Pick<BreadcrumbSource, 'title' | 'breadcrumbOverride'>,
): string {
  const override = plainTitle(item.breadcrumbOverride ?? '');
  return override === '' ? plainTitle(item.title) : override;
}

function withoutTrailingSlash(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function trailOf(home: BreadcrumbItem, crumbs: readonly BreadcrumbItem[]): BreadcrumbTrail {
  const entries: readonly BreadcrumbEntry[] = [
    { title: plainTitle(home.title), route: home.route, kind: breadcrumbKinds.home },
    ...crumbs.map((crumb, index) => ({
      ...crumb,
      kind: index === crumbs.length - 1 ? breadcrumbKinds.current : breadcrumbKinds.link,
    })),
  ];
  const parent = entries.length > 1 ? entries[entries.length - 2] : undefined;
  return {
    entries,
    showHomeIconOnDesktop: crumbs.length > 0,
    mobileBackLink: parent === undefined ? null : { title: parent.title, route: parent.route },
    rel: 'nofollow',
  };
}

/**
 * Spec public-site 2.7: Home first, then one crumb per navigation item down to the current page,
 * which is the last one. Items at the home address are left out since the home link stands for them.
 */
export function breadcrumbTrail(
  home: BreadcrumbItem,
  path: readonly BreadcrumbSource[],
): BreadcrumbTrail {
  const homeRoute = withoutTrailingSlash(home.route);
  return trailOf(
    home,
    path
      .filter((item) => withoutTrailingSlash(item.url) !== homeRoute)
      .map((item) => ({ title: breadcrumbTitle(item), route: item.url })),
  );
}

/** Spec public-site 2.7: for an unknown page the trail is Home then 404. */
export function notFoundBreadcrumbTrail(home: BreadcrumbItem, path: string): BreadcrumbTrail {
  return trailOf(home, [{ title: notFoundBreadcrumbTitle, route: path }]);
}
