import type {
  CatalogueKind,
  CatalogueProduct,
  Classification,
  ServiceProductDetail,
  RelatedStoryLink,
} from '@kmx/domain/catalogue';
import { primaryImage } from '@kmx/domain/catalogue';
import type { Story, StoryTeaser } from '@kmx/domain/content';
import type { ClassificationsRequest, Logger } from '@kmx/domain/ports';
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

/** The two reads behind an item's related stories, started as soon as its slug is known. */
interface StoryReads {
  readonly productSlug: string;
  readonly known: Promise<readonly StoryTeaser[]>;
  readonly byContent: Promise<readonly Story[]>;
}

/**
 * Starts the reads of an item's related stories alongside the item itself (issue 21: one round
 * trip, not two): the stories list the item's own links point into, and the stories the content
 * service relates to its slug. The list is one per language, shared by every item and kept in the
 * data cache, so it is asked even before the item says whether it links any story.
 */
function startStoryReads(context: PageContext, productSlug: string): StoryReads {
  const { fallbackLanguage } = context.visitor;
  const fallback = fallbackLanguage === null ? {} : { fallbackLanguage };
  const language = context.locale.language;
  const reads = {
    productSlug,
    known: context.collections.stories({ language, ...fallback }),
    byContent: context.content.relatedStoriesByProductSlug({ productSlug, language, ...fallback }),
  };
  // Awaited below when the item turns out to need them; a failure counts only there.
  reads.known.catch(() => undefined);
  reads.byContent.catch(() => undefined);
  return reads;
}

async function storiesFor(
  context: PageContext,
  started: StoryReads,
  productSlug: string,
  links: readonly RelatedStoryLink[],
) {
  // The catalogue's own slug is the one asked for; should it differ, its stories are asked anew.
  const reads =
    started.productSlug === productSlug ? started : startStoryReads(context, productSlug);
  const [known, byContent] = await Promise.all([
    links.length === 0 ? Promise.resolve([]) : reads.known,
    reads.byContent,
  ]);
  return relatedStories(links, known, byContent);
}

/** How the catalogue's classification tree is asked for, in the visitor's language and country. */
export function classificationsRequest(
  context: PageContext,
  catalogue: CatalogueKind,
): ClassificationsRequest {
  return {
    language: context.locale.language,
    countryCode: context.locale.country,
    type: catalogue,
  };
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
  const root = await context.catalogue.classifications(classificationsRequest(context, catalogue));
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
  const stories = startStoryReads(context, target.slug);
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
    return servicePage(context, chain, service, match.product.link, stories);
  }

  const product = await context.catalogue.productDetail(slugRequest);
  const chain =
    product === null || !countsAsProduct('product', product) ? null : chainOf(product.link);
  if (product === null || chain === null) return notFoundPage(context, logger);
  return productPage(context, chain, product, stories);
}

async function productPage(
  context: PageContext,
  chain: readonly Classification[],
  product: CatalogueProduct,
  storyReads: StoryReads,
): Promise<ProducedPage> {
  const [stories, navigation] = await Promise.all([
    storiesFor(context, storyReads, product.slug, product.relatedStories),
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
  storyReads: StoryReads,
): Promise<ProducedPage> {
  const [stories, navigation] = await Promise.all([
    storiesFor(context, storyReads, service.slug, service.relatedStories),
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
