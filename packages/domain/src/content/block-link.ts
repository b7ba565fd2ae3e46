import { catalogueKinds } from '../catalogue/CatalogueKind';
import { linkTextWithProductName } from '../navigation/link-text';
import type { NavigationLink } from '../navigation/NavigationLink';
import { productRoute } from '../routing/catalogue-routes';
import type { LinkContext } from '../routing/link-building';
import { buildLink } from '../routing/link-building';
import type { PathAction } from '../routing/path-link';
import { resolvePathLink } from '../routing/path-link';
import { pathFromSegments } from '../routing/path-segments';
import { isSafeUrl } from './safe-url';

/** A link of a content block as renderers draw it: a final address, or an action to trigger. */
export type BlockLinkView =
  | {
      readonly kind: 'href';
      readonly text: string;
      readonly href: string;
      readonly newTab: boolean;
      /** Leads off this site: drawn with `rel="noopener noreferrer"`. */
      readonly external: boolean;
    }
  | { readonly kind: 'action'; readonly text: string; readonly action: PathAction };

/** Catalogue names by slug, when the page loader looked them up. */
export type ProductNames = Readonly<Record<string, string>>;

/**
 * A readable name from a slug (`stripper-480` reads `Stripper 480`): what a product link says for
 * `{{name}}` while the catalogue's name is not at hand.
 */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The catalogue's name of a product or service, else the one read from its slug. */
export function productName(slug: string, names: ProductNames = {}): string {
  // Own keys only: a slug such as `constructor` must not read a name off the prototype.
  const known = Object.hasOwn(names, slug) ? names[slug] : undefined;
  return known ?? nameFromSlug(slug);
}

/** Spec public-site 2.2: a service sits in the service catalogue under its slug. */
export function serviceRoute(serviceSlug: string): string {
  return pathFromSegments([catalogueKinds.services, encodeURIComponent(serviceSlug)]);
}

/**
 * Spec public-site 2.2, 2.4 and 3.4: where a content link leads, localised with `buildLink` (an
 * address the content service already localised is localised again, not twice). A product or
 * service link goes to its catalogue route and replaces `{{name}}` in its text. `null` when the
 * link leads nowhere: a page that no longer exists, an unknown action, an unsafe address.
 */
export function blockLinkView(
  link: NavigationLink,
  context: LinkContext,
  names: ProductNames = {},
): BlockLinkView | null {
  switch (link.kind) {
    case 'page':
      return link.page.url === null
        ? null
        : hrefView(link.text, buildLink(`${link.page.url}${link.pageParameters}`, context), {
            newTab: link.openInNewTab,
          });
    case 'path': {
      const resolved = resolvePathLink(link.link);
      if (resolved.kind === 'warning') return null;
      if (resolved.kind === 'action') {
        return { kind: 'action', text: link.text, action: resolved.action };
      }
      return hrefView(link.text, buildLink(resolved.path, context));
    }
    case 'external':
      return hrefView(link.text, link.url, { external: true });
    case 'product':
      return hrefView(
        linkTextWithProductName(link.text, productName(link.productSlug, names)),
        buildLink(productRoute(link.productSlug, null), context),
      );
    case 'service':
      return hrefView(
        linkTextWithProductName(link.text, productName(link.serviceSlug, names)),
        buildLink(serviceRoute(link.serviceSlug), context),
      );
  }
}

/** Every address is checked, since `buildLink` passes any address with a scheme through as is. */
function hrefView(
  text: string,
  href: string,
  options: { readonly newTab?: boolean; readonly external?: boolean } = {},
): BlockLinkView | null {
  if (!isSafeUrl(href)) return null;
  return {
    kind: 'href',
    text,
    href,
    newTab: options.newTab ?? false,
    external: options.external ?? false,
  };
}
