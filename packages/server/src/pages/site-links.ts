import { buildLink } from '@kmx/domain/routing';
import { isMainSite, siteAddressBase } from '@kmx/domain/site';
import type { LinkContext } from '@kmx/domain/routing';
import type { SiteView } from '@kmx/domain/view';
import type { PageContext } from './PageContext';

/** A path within the site, as linked in another locale (or this one). */
export function siteLink(context: PageContext, path: string, localeCode = context.locale.urlCode) {
  return buildLink(path, { ...context.links, localeCode });
}

/**
 * The absolute canonical address of a path within the site, in a locale: at the site's own domain
 * when it has one (without its slug), else on the public origin (spec 2.4, 3.1).
 */
export function canonicalLink(
  context: PageContext,
  path: string,
  localeCode = context.locale.urlCode,
): string {
  const base = siteAddressBase(context.site.site, context.origin, context.links.siteSlug);
  return `${base.origin}${buildLink(path, { localeCode, siteSlug: base.slug })}`;
}

export function homeHref(links: LinkContext): string {
  return buildLink('/', links);
}

/** The portal lives on the main site's addresses (portal spec 2). */
export function portalHref(localeCode: string): string {
  return `/${localeCode}/mykomax`;
}

export function siteView(context: PageContext): SiteView {
  const { site } = context.site;
  return {
    id: site.id,
    name: site.name,
    slug: context.links.siteSlug,
    isMain: isMainSite(site),
    hideSideButtons: site.hideSideButtons,
    enableCutFont: site.enableCutFont,
  };
}
