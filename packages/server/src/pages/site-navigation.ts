import type { NavigationItem, NavigationVisibility } from '@kmx/domain/navigation';
import { buildNavigationTree, visibleNavigation } from '@kmx/domain/navigation';
import { buildLink } from '@kmx/domain/routing';
import type { PageContext } from './PageContext';

/** A site's two navigations: as built (for breadcrumbs) and as the visitor sees them. */
export interface SiteNavigation {
  readonly header: readonly NavigationItem[];
  readonly footer: readonly NavigationItem[];
  readonly visibleHeader: readonly NavigationItem[];
  readonly visibleFooter: readonly NavigationItem[];
}

/**
 * Navigations as built from the cached source, per locale and site slug: the same cached source
 * object gives the same tree to every request until the data cache lets it go.
 */
const builtTrees = new WeakMap<object, Map<string, readonly NavigationItem[]>>();

async function tree(context: PageContext, id: string | null): Promise<readonly NavigationItem[]> {
  if (id === null) return [];
  const source = await context.content.navigationTree({ id, language: context.locale.language });
  const { localeCode, siteSlug } = context.links;
  const byLinks = builtTrees.get(source) ?? new Map<string, readonly NavigationItem[]>();
  builtTrees.set(source, byLinks);
  const key = `${localeCode}\u0000${siteSlug ?? ''}`;
  const known = byLinks.get(key);
  if (known !== undefined) return known;
  const built = buildNavigationTree(source, (address) => buildLink(address, context.links));
  byLinks.set(key, built);
  return built;
}

/** What a visitor sees of a built tree, made once per tree and country, release mode and site kind. */
const visibleTrees = new WeakMap<
  readonly NavigationItem[],
  Map<string, readonly NavigationItem[]>
>();

function visible(
  tree: readonly NavigationItem[],
  visibility: NavigationVisibility,
): readonly NavigationItem[] {
  const byVisibility = visibleTrees.get(tree) ?? new Map<string, readonly NavigationItem[]>();
  visibleTrees.set(tree, byVisibility);
  const { countryCode, nextRelease, isMainSite, menu = 'header' } = visibility;
  const key = `${countryCode}\u0000${nextRelease}\u0000${isMainSite}\u0000${menu}`;
  const known = byVisibility.get(key);
  if (known !== undefined) return known;
  const shown = visibleNavigation(tree, visibility);
  byVisibility.set(key, shown);
  return shown;
}

/**
 * Spec public-site 2.4, 3.4: the header and footer navigation of the site in the visitor's
 * language, addresses localised; what is shown follows the visitor's country and, on the main
 * site, next-release mode.
 */
export async function siteNavigation(context: PageContext): Promise<SiteNavigation> {
  const { site } = context.site;
  const [header, footer] = await Promise.all([
    tree(context, site.headerNavigationId),
    tree(context, site.footerNavigationId),
  ]);
  const visibility = {
    countryCode: context.locale.country,
    nextRelease: context.modes.nextRelease,
    isMainSite: site.isMain,
  };
  return {
    header,
    footer,
    visibleHeader: visible(header, visibility),
    visibleFooter: visible(footer, { ...visibility, menu: 'footer' }),
  };
}
