import type { BodyBlock, ProductLinks } from '@kmx/domain/content';
import { allLinkedSlugs, linkedCatalogueSlugs, productLinkTargets } from '@kmx/domain/content';
import type { PageContext } from './PageContext';
import { areaLinks, siteAreas } from './site-areas';

/**
 * Spec public-site 3.4, 5: the names and addresses of the products and services a content page
 * links, asked of the catalogue in one call; what the visitor's country is not offered is left
 * out, so its links are not shown. A site without the catalogue links the main site's (2.4).
 */
export async function contentProductLinks(
  context: PageContext,
  blocks: readonly BodyBlock[],
): Promise<ProductLinks> {
  const slugs = linkedCatalogueSlugs(blocks);
  const all = allLinkedSlugs(slugs);
  if (all.length === 0) return {};
  // Where the links lead needs nothing of the catalogue's answer: both in one round trip.
  const [entries, links] = await Promise.all([
    context.catalogue.productsBySlugs({
      slugs: all,
      language: context.locale.language,
      countryCode: context.locale.country,
    }),
    areaLinks(context, siteAreas.products),
  ]);
  return productLinkTargets(slugs, entries, links);
}
