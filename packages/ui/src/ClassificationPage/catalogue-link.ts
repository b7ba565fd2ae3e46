import type { PageFrame } from '@kmx/domain/view';
import { buildLink } from '@kmx/domain/routing';

/** A catalogue `route`/`link` (a path within the site) localised like every link of the page. */
export function catalogueHref(route: string, frame: PageFrame): string {
  return buildLink(route, { localeCode: frame.locale.code, siteSlug: frame.site.slug });
}
