import type {
  CatalogueKind,
  CatalogueProduct,
  Classification,
  ServiceProductDetail,
  RelatedStoryLink,
} from '@kmx/domain/catalogue';
import { primaryImage } from '@kmx/domain/catalogue';
import type { Logger } from '@kmx/domain/ports';
import type { RouteFound } from '@kmx/domain/routing';
import { DomainError } from '@kmx/domain/errors';
import { countsAsProduct } from '@kmx/domain/navigation';
import { classificationRoute, routeKinds } from '@kmx/domain/routing';
import type { ProducedPage } from '../render/PageResponder';
import { classificationListing } from './catalogue-listing';
import { cataloguePathTarget, ownItemChain } from './catalogue-path';
import { relatedStories } from './catalogue-stories';
import { notFoundPage } from './not-found-page';
import { collectionHead } from './page-head';
import type { PageContext } from './PageContext';
import { collectionPageFrame, type FrameCrumb } from './page-frame';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';

function catalogueOf(route: RouteFound): CatalogueKind {
  return route.kind === routeKinds.services ? 'services' : 'products';
}

/** The catalogue root under its translated name, then each classification walked, by route. */
function crumbsOf(
  context: PageContext,
  catalogue: CatalogueKind,
  chain: readonly Pick<Classification, 'name' | 'route'>[],
): FrameCrumb[] {
  const rootTitle = context.messages[`catalogue.common.${catalogue}`];
  return [
    { title: rootTitle, path: classificationRoute(catalogue, []) },
    ...chain.map((each) => ({ title: each.name, path: each.route })),
  ];
}

function framed(context: PageContext) {
  return { language: context.locale.language, homeHref: homeHref(context.links) };
}

function isProductNotFound(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'PRODUCT_NOT_FOUND';
}

async function storiesFor(
  context: PageContext,
  productSlug: string,
  links: readonly RelatedStoryLink[],
) {
  const fallback =
    context.visitor.fallbackLanguage === null
      ? {}
      : { fallbackLanguage: context.visitor.fallbackLanguage };
  const [known, byContent] = await Promise.all([
    links.length === 0
      ? Promise.resolve([])
      : context.collections.stories({ language: context.locale.language, ...fallback }),
    context.content.relatedStoriesByProductSlug({
      productSlug,
      language: context.locale.language,
      ...fallback,
    }),
  ]);
  return relatedStories(links, known, byContent);
}

/**
 * Spec public-site 2.1, 2.2, 3.5, 3.6, 5: `{locale}/products/...` and `{locale}/services/...`.
 * Every segment follows the country-filtered classification tree; the last one names a
 * classification or else a product (service in the services catalogue). Anything else is a 404:
 * an unknown slug, a product not offered in the visitor's country, and a product under a chain
 * that is not its own (`product.link`), so made-up paths cannot be indexed. The one other address
 * of a product is `/products/{slug}` (`/services/{slug}`), where links whose classification is
 * unknown lead (2.2, CMS redirects to products): it shows the product with its own address as
 * canonical.
 */
export async function cataloguePage(
  context: PageContext,
  route: RouteFound,
  logger: Logger,
): Promise<ProducedPage> {
  const catalogue = catalogueOf(route);
  const request = { language: context.locale.language, countryCode: context.locale.country };
  const root = await context.catalogue.classifications({ ...request, type: catalogue });
  const target = cataloguePathTarget(root, route.rest);
  if (target === null) return notFoundPage(context, logger);
  const path = classificationRoute(catalogue, route.rest);

  if (target.kind === 'classification') {
    const { classification } = target;
    const listing = await classificationListing(
      context.catalogue,
      request,
      catalogue,
      classification,
      context.query,
    );
    const navigation = await siteNavigation(context);
    const crumbs = crumbsOf(context, catalogue, target.chain);
    return {
      cacheable: listing.cacheable,
      payload: {
        status: 200,
        head: collectionHead(context, {
          title: crumbs[crumbs.length - 1]?.title ?? classification.name,
          description: classification.description ?? '',
          image: classification.imageHighRes,
          type: 'website',
        }),
        view: {
          kind: 'classification',
          ...framed(context),
          frame: collectionPageFrame(context, navigation, crumbs, classification.language),
          catalogue,
          classification,
          products: listing.products,
          ...(listing.finder === null ? {} : { finder: listing.finder }),
        },
      },
    };
  }

  const slugRequest = { ...request, slug: target.slug };
  /** The chain of the item's own address, when the path is that address or `/{catalogue}/{slug}`. */
  const chainOf = (link: string): readonly Classification[] | null => {
    if (link === path) return target.chain;
    return target.chain.length === 0 ? ownItemChain(root, catalogue, link, target.slug) : null;
  };
  if (catalogue === 'services') {
    // The service detail answers for any product slug, so the summary tells what the slug is.
    const match = await context.catalogue.bySlug(slugRequest);
    if (match?.kind !== 'product' || !countsAsProduct('service', match.product)) {
      return notFoundPage(context, logger);
    }
    const chain = chainOf(match.product.link);
    if (chain === null) return notFoundPage(context, logger);
    const service = await context.catalogue
      .serviceProductDetail({ ...slugRequest, classificationSlug: (chain.at(-1) ?? root).slug })
      .catch((error: unknown) => {
        if (isProductNotFound(error)) return null;
        throw error;
      });
    if (service === null) return notFoundPage(context, logger);
    return servicePage(context, chain, service, match.product.link);
  }

  const product = await context.catalogue.productDetail(slugRequest);
  const chain =
    product === null || !countsAsProduct('product', product) ? null : chainOf(product.link);
  if (product === null || chain === null) return notFoundPage(context, logger);
  return productPage(context, chain, product);
}

async function productPage(
  context: PageContext,
  chain: readonly Classification[],
  product: CatalogueProduct,
): Promise<ProducedPage> {
  const [stories, navigation] = await Promise.all([
    storiesFor(context, product.slug, product.relatedStories),
    siteNavigation(context),
  ]);
  const crumbs = [
    ...crumbsOf(context, 'products', chain),
    { title: product.name, path: product.link },
  ];
  const image = primaryImage(product.images);
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: product.name,
        description: product.shortDescription ?? '',
        image: image?.url ?? null,
        type: 'website',
        path: product.link,
      }),
      view: {
        kind: 'product',
        ...framed(context),
        frame: collectionPageFrame(context, navigation, crumbs, product.language),
        product,
        stories,
        measurementSystem: context.visitor.measurementSystem,
      },
    },
  };
}

async function servicePage(
  context: PageContext,
  chain: readonly Classification[],
  service: ServiceProductDetail<RelatedStoryLink>,
  path: string,
): Promise<ProducedPage> {
  const [stories, navigation] = await Promise.all([
    storiesFor(context, service.slug, service.relatedStories),
    siteNavigation(context),
  ]);
  const crumbs = [...crumbsOf(context, 'services', chain), { title: service.name, path }];
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: collectionHead(context, {
        title: service.name,
        description: service.shortDescription ?? '',
        image: service.primaryImage.url,
        type: 'website',
        path,
      }),
      view: {
        kind: 'service',
        ...framed(context),
        frame: collectionPageFrame(context, navigation, crumbs, service.language),
        service: { ...service, relatedStories: stories },
      },
    },
  };
}
