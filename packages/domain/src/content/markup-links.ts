import type { LinkContext } from '../routing/link-building';
import { buildLink } from '../routing/link-building';

// Sanitised markup quotes every attribute with `"`; only links (`<a … href="…">`) are touched.
const anchorHref = /(<a\s(?:[^>]*?\s)?href=")([^"]*)(")/gi;

/**
 * Spec public-site 2.4: the links of CMS markup localised like every other link. Editors write
 * them with a locale (`/en/company`) or without (`/company`); either way the visitor's locale and
 * site slug replace it. Addresses off this site, fragments and `hard:` links are left as
 * `buildLink` leaves them.
 */
export function localiseMarkupLinks(html: string, context: LinkContext): string {
  return html.replace(
    anchorHref,
    (_whole, before: string, href: string, after: string) =>
      `${before}${href.startsWith('/') && !href.startsWith('//') ? buildLink(href, context) : href}${after}`,
  );
}
