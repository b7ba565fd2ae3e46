import { linkTextWithProductName } from '../navigation/link-text';
import type { NavigationLink } from '../navigation/NavigationLink';
import type { LinkContext } from '../routing/link-building';
import { buildLink } from '../routing/link-building';
import type { PathAction } from '../routing/path-link';
import { resolvePathLink } from '../routing/path-link';
import type { ProductLinkTarget } from '../view/PageView';
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

/** Names and localised addresses of the products and services a page links, by slug. */
export type ProductLinks = Readonly<Record<string, ProductLinkTarget>>;

/**
 * A readable name from a slug (`stripper-480` reads `Stripper 480`), for places that name a
 * catalogue entry whose record is not at hand.
 */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The catalogue entry a product or service link leads to, `null` when the page loader did not
 * supply it: spec public-site 5, a product in links is shown only when the visitor's country is
 * supported, and the loader leaves out what is not offered there.
 */
export function productLinkTarget(
  slug: string,
  links: ProductLinks = {},
): ProductLinkTarget | null {
  // Own keys only: a slug such as `constructor` must not read a target off the prototype.
  return Object.hasOwn(links, slug) ? (links[slug] ?? null) : null;
}

/**
 * Spec public-site 2.2, 2.4 and 3.4: where a content link leads, localised with `buildLink` (an
 * address the content service already localised is localised again, not twice). A product or
 * service link goes to its page (`productLinks`, localised by the loader) and puts the catalogue's
 * name for `{{name}}` in its text. `null` when the link leads nowhere: a page that no longer
 * exists, an unknown action, an unsafe address, a product or service not offered in the country.
 */
export function blockLinkView(
  link: NavigationLink,
  context: LinkContext,
  productLinks: ProductLinks = {},
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
      return catalogueLinkView(link.text, productLinkTarget(link.productSlug, productLinks));
    case 'service':
      return catalogueLinkView(link.text, productLinkTarget(link.serviceSlug, productLinks));
  }
}

function catalogueLinkView(text: string, target: ProductLinkTarget | null): BlockLinkView | null {
  return target === null ? null : hrefView(linkTextWithProductName(text, target.name), target.href);
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
