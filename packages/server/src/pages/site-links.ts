import { buildLink } from '@kmx/domain/routing';
import { isMainSite } from '@kmx/domain/site';
import type { LinkContext } from '@kmx/domain/routing';
import type { SiteView } from '@kmx/domain/view';
import type { PageContext } from './PageContext';

/** A path within the site, as linked in another locale (or this one). */
export function siteLink(context: PageContext, path: string, localeCode = context.locale.urlCode) {
  return buildLink(path, { ...context.links, localeCode });
}

export function absolute(context: Pick<PageContext, 'origin'>, href: string): string {
  return `${context.origin}${href}`;
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
