import type {
  CatalogueProduct,
  CatalogueProductSummary,
  Capability,
  Classification,
  ImageSizer,
  RelatedStoryLink,
  ServiceProductDetail,
} from '@kmx/domain/catalogue';
import type {
  CatalogueMatch,
  CatalogueRequest,
  CatalogueSource,
  ClassificationsRequest,
  ServiceProductRequest,
  SlugRequest,
  SlugsRequest,
} from '@kmx/domain/ports';
import {
  catalogueCapability,
  catalogueProduct,
  catalogueProductSummary,
  isOfferedInCountry,
  offeredServiceProductDetail,
} from '@kmx/domain/catalogue';
import { imageUrl } from '@kmx/domain/media';
import { z } from 'zod';
import {
  capabilitiesQuery,
  classificationProductsQuery,
  classificationsQuery,
  productDetailQuery,
  productOrClassificationQuery,
  productsBySlugsQuery,
} from './catalogue-documents';
import {
  capabilitySchema,
  catalogueEntrySchema,
  productDetailSchema,
  productSummarySchema,
  rootsSchema,
  treesSchema,
} from './catalogue-schemas';
import { offeredIndex, offeredTree } from './catalogue-trees';
import { GraphqlEndpoint } from './GraphqlEndpoint';
import type { GraphqlEndpointOptions } from './GraphqlEndpoint';

export interface GraphqlCatalogueSourceOptions extends GraphqlEndpointOptions {
  /** Addresses of classification images at 480 and 1200 pixels wide; the image service's by default. */
  readonly sizeImage?: ImageSizer;
}

const defaultSizeImage: ImageSizer = (url, width) => imageUrl(url, { width });

const classificationsAnswer = z.object({ classifications: rootsSchema });
const entryAnswer = treesSchema.extend({ entry: catalogueEntrySchema.nullable() });
const productsAnswer = treesSchema.extend({ products: z.array(productDetailSchema) });
const productDetailAnswer = treesSchema.extend({ product: productDetailSchema.nullable() });
const summariesAnswer = treesSchema.extend({ products: z.array(productSummarySchema) });
const capabilitiesAnswer = z.object({ capabilities: z.array(capabilitySchema) });

/**
 * Reads the catalogue service over GraphQL. Every answer is validated, then mapped by the
 * domain's rules: root slugs forced, what the visitor's country is not offered left out, the
 * group's own brands hidden, placeholders for missing images, capability slugs made.
 */
export class GraphqlCatalogueSource implements CatalogueSource {
  private readonly endpoint: GraphqlEndpoint;
  private readonly sizeImage: ImageSizer;

  constructor(options: GraphqlCatalogueSourceOptions) {
    const { sizeImage, ...endpointOptions } = options;
    this.endpoint = new GraphqlEndpoint(endpointOptions);
    this.sizeImage = sizeImage ?? defaultSizeImage;
  }

  async classifications(request: ClassificationsRequest): Promise<Classification> {
    const answer = await this.endpoint.query({
      operation: 'ClassificationsQuery',
      document: classificationsQuery,
      variables: { language: request.language, type: request.type },
      schema: classificationsAnswer,
    });
    return offeredTree(answer.classifications[0], request.type, this.treeContext(request));
  }

  async bySlug(request: SlugRequest): Promise<CatalogueMatch | null> {
    const answer = await this.endpoint.query({
      operation: 'ProductOrClassificationQuery',
      document: productOrClassificationQuery,
      variables: { language: request.language, slug: request.slug },
      schema: entryAnswer,
    });
    const { entry } = answer;
    if (entry === null) return null;
    const classifications = offeredIndex(answer, this.treeContext(request));
    if (entry.__typename === 'Classification') {
      const classification = classifications.get(entry.slug);
      return classification === undefined ? null : { kind: 'classification', classification };
    }
    return isOfferedInCountry(entry.supported_countries, request.countryCode)
      ? { kind: 'product', product: catalogueProductSummary(entry, classifications) }
      : null;
  }

  async productsBySlugs(request: SlugsRequest): Promise<readonly CatalogueProduct[]> {
    if (request.slugs.length === 0) return [];
    const answer = await this.endpoint.query({
      operation: 'ProductsBySlugsQuery',
      document: productsBySlugsQuery,
      variables: { language: request.language, slugs: request.slugs.join(',') },
      schema: productsAnswer,
    });
    const classifications = offeredIndex(answer, this.treeContext(request));
    return answer.products
      .filter((product) => isOfferedInCountry(product.supported_countries, request.countryCode))
      .map((product) =>
        catalogueProduct(product, { classifications, countryCode: request.countryCode }),
      );
  }

  async productDetail(request: SlugRequest): Promise<CatalogueProduct | null> {
    const answer = await this.productDetailAnswer(request);
    const { product } = answer;
    if (product === null || !isOfferedInCountry(product.supported_countries, request.countryCode)) {
      return null;
    }
    return catalogueProduct(product, {
      classifications: offeredIndex(answer, this.treeContext(request)),
      countryCode: request.countryCode,
    });
  }

  async serviceProductDetail(
    request: ServiceProductRequest,
  ): Promise<ServiceProductDetail<RelatedStoryLink>> {
    const answer = await this.productDetailAnswer(request);
    return offeredServiceProductDetail(answer.product, {
      slug: request.slug,
      classificationSlug: request.classificationSlug ?? null,
      classifications: offeredIndex(answer, this.treeContext(request)),
      countryCode: request.countryCode,
    });
  }

  async classificationProducts(request: SlugRequest): Promise<readonly CatalogueProductSummary[]> {
    const answer = await this.endpoint.query({
      operation: 'ClassificationProductsQuery',
      document: classificationProductsQuery,
      variables: { language: request.language, slug: request.slug },
      schema: summariesAnswer,
    });
    const classifications = offeredIndex(answer, this.treeContext(request));
    return answer.products
      .filter((product) => isOfferedInCountry(product.supported_countries, request.countryCode))
      .map((product) => catalogueProductSummary(product, classifications));
  }

  async capabilities(request: CatalogueRequest): Promise<readonly Capability[]> {
    const answer = await this.endpoint.query({
      operation: 'CapabilitiesQuery',
      document: capabilitiesQuery,
      variables: { language: request.language },
      schema: capabilitiesAnswer,
    });
    return answer.capabilities.map(catalogueCapability);
  }

  /** Spec public-site 7: ProductDetailQuery with language and slug, for products and services. */
  private productDetailAnswer(request: SlugRequest) {
    return this.endpoint.query({
      operation: 'ProductDetailQuery',
      document: productDetailQuery,
      variables: { language: request.language, slug: request.slug },
      schema: productDetailAnswer,
    });
  }

  private treeContext(request: { readonly countryCode: string }) {
    return { countryCode: request.countryCode, sizeImage: this.sizeImage };
  }
}
