import type { CatalogueProduct } from '../catalogue/CatalogueProduct';
import { comparisonGroupOf } from '../comparison/comparison-group';
import { countsAsProduct } from '../navigation/product-link';
import type { LinkContext } from '../routing/link-building';
import { buildLink } from '../routing/link-building';
import type { ProductLinkTarget } from '../view/PageView';
import type { BodyBlock } from './BodyBlock';
import { blockLinks } from './block-links';
import type { ProductLinks } from './block-link';

/** The product and service slugs a page's blocks link to, each once, in the order they appear. */
export interface LinkedCatalogueSlugs {
  readonly products: readonly string[];
  readonly services: readonly string[];
}

/**
 * Spec public-site 3.4: the catalogue entries a page names: the products of its product lists and
 * the targets of its product and service links.
 */
export function linkedCatalogueSlugs(blocks: readonly BodyBlock[]): LinkedCatalogueSlugs {
  const products = new Set<string>();
  const services = new Set<string>();
  for (const block of blocks) {
    if (block.type === 'ProductList') block.productSlugs.forEach((slug) => products.add(slug));
    for (const link of blockLinks(block)) {
      if (link?.kind === 'product') products.add(link.productSlug);
      if (link?.kind === 'service') services.add(link.serviceSlug);
    }
  }
  return { products: [...products], services: [...services] };
}

/** Every slug of both lists once: what the page loader asks the catalogue for in one call. */
export function allLinkedSlugs(slugs: LinkedCatalogueSlugs): readonly string[] {
  return [...new Set([...slugs.products, ...slugs.services])];
}

/**
 * Spec public-site 3.4, 5: the link targets of the entries the catalogue answered with (it leaves
 * out what the visitor's country is not offered). An entry counts only in the role the page asked
 * for it: a product for a product link, a service (it has a service id) for a service link. A
 * product carries its comparison group, so that product lists can offer to compare it (3.7).
 */
export function productLinkTargets(
  slugs: LinkedCatalogueSlugs,
  entries: readonly Pick<
    CatalogueProduct,
    'slug' | 'name' | 'link' | 'serviceId' | 'classificationSlug'
  >[],
  context: LinkContext,
): ProductLinks {
  const links: Record<string, ProductLinkTarget> = {};
  for (const entry of entries) {
    const asked =
      (slugs.products.includes(entry.slug) && countsAsProduct('product', entry)) ||
      (slugs.services.includes(entry.slug) && countsAsProduct('service', entry));
    if (asked && !Object.hasOwn(links, entry.slug)) {
      const group = comparisonGroupOf(entry);
      links[entry.slug] = {
        name: entry.name,
        href: buildLink(entry.link, context),
        ...(group === null ? {} : { comparisonGroup: group }),
      };
    }
  }
  return links;
}
