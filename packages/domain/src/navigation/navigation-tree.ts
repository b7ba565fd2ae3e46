import type { MarketingSection, NavigationItem, NavigationSection } from './NavigationItem';
import { navigationTargets } from './NavigationItem';
import type { NavigationSourceItem, NavigationSourceSection } from './NavigationSourceItem';

/** Spec public-site 3.4: a marketing section without a colour of its own. */
const defaultMarketingBackgroundColor = 'Dark_White';

/** Turns an unlocalized address into the address as linked (locale prefix, site slug). */
export type LocalizeAddress = (unlocalizedUrl: string) => string;

/**
 * Spec public-site 2.2: a page's address is its parent's address plus its slug. Stray slashes on
 * either side are dropped so that `/` + `about` and `/company/` + `/team` join cleanly; an empty
 * slug stands for the parent itself (the home item at the top).
 */
export function childAddress(parentAddress: string, slug: string): string {
  const base = parentAddress.replace(/\/+$/, '');
  const segment = slug.replace(/^\/+|\/+$/g, '');
  if (segment === '') return base === '' ? '/' : base;
  return `${base}/${segment}`;
}

/** Resolves every item's address from the tree and fills the defaults of missing fields. */
export function buildNavigationTree(
  source: readonly NavigationSourceItem[],
  localize: LocalizeAddress = (unlocalizedUrl) => unlocalizedUrl,
): readonly NavigationItem[] {
  return source.map((item) => buildItem(item, null, localize));
}

function buildItem(
  source: NavigationSourceItem,
  parent: string | null,
  localize: LocalizeAddress,
): NavigationItem {
  const path = source.path ?? null;
  const unlocalizedUrl = path ?? childAddress(parent ?? '/', source.slug);
  return {
    title: source.title,
    slug: source.slug,
    breadcrumbOverride: source.breadcrumbOverride ?? null,
    items: (source.items ?? []).map((child) => buildItem(child, unlocalizedUrl, localize)),
    countries: source.countries ?? [],
    unlocalizedUrl,
    url: localize(unlocalizedUrl),
    hidden: source.hidden ?? false,
    hiddenSubItems: source.hiddenSubItems ?? false,
    parent,
    page: source.page ?? null,
    path,
    target: source.target ?? navigationTargets.sameTab,
    linkTitle: source.linkTitle ?? null,
    marketingSection: buildMarketingSection(source.marketingSection),
    marketingTitle: source.marketingTitle ?? null,
    marketingDescription: source.marketingDescription ?? null,
    sections: (source.sections ?? []).map((section) =>
      buildSection(section, unlocalizedUrl, localize),
    ),
  };
}

// Section items hang below the item that holds the sections, like its children.
function buildSection(
  section: NavigationSourceSection,
  parent: string,
  localize: LocalizeAddress,
): NavigationSection {
  return {
    title: section.title ?? null,
    items: (section.items ?? []).map((item) => buildItem(item, parent, localize)),
  };
}

function buildMarketingSection(
  source: NavigationSourceItem['marketingSection'],
): MarketingSection | null {
  if (source === undefined || source === null) return null;
  return {
    logo: source.logo ?? null,
    backgroundColor: source.backgroundColor ?? defaultMarketingBackgroundColor,
    link: source.link ?? null,
  };
}
