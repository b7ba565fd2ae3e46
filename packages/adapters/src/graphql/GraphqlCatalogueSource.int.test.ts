import type { Classification } from '@kmx/domain/catalogue';
import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { isDomainError } from '@kmx/domain/errors';
import type { LoopbackServer } from '@kmx/sandbox';
import { createCatalogueService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlCatalogueSource } from './GraphqlCatalogueSource';

let sandbox: LoopbackServer;
let source: GraphqlCatalogueSource;

beforeAll(async () => {
  sandbox = await listenOnLoopback(createCatalogueService());
  source = new GraphqlCatalogueSource({
    endpoint: `${sandbox.origin}/graphql`,
    sizeImage: (url, width) => `${url}?w=${width}`,
  });
});

afterAll(() => sandbox.close());

function slugsOf(classification: Classification): string[] {
  return classification.childClassifications.map((child) => child.slug);
}

function find(root: Classification, slug: string): Classification | undefined {
  if (root.slug === slug) return root;
  for (const child of root.childClassifications) {
    const found = find(child, slug);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('GraphqlCatalogueSource against the sandbox: classifications', () => {
  it('reads the product tree with routes and lineage down the chain of slugs', async () => {
    const root = await source.classifications({
      language: 'en',
      countryCode: 'CH',
      type: 'products',
    });
    expect(root).toMatchObject({ slug: 'products', route: '/products', parent: null, lineage: [] });
    expect(slugsOf(root)).toEqual([
      'wire-processing',
      'harness-manufacturing',
      'quality-assurance',
      'software',
    ]);
    const centres = find(root, 'crimp-centres');
    expect(centres?.route).toBe('/products/wire-processing/crimping/crimp-centres');
    expect(centres?.lineage.map((ancestor) => ancestor.slug)).toEqual([
      'products',
      'wire-processing',
      'crimping',
    ]);
  });

  it('gives classification images at 480 and 1200 wide, and the placeholder where one is missing', async () => {
    const root = await source.classifications({
      language: 'en',
      countryCode: 'CH',
      type: 'products',
    });
    expect(find(root, 'cutting')).toMatchObject({
      image: `${sandbox.origin}/media/classifications/cutting.svg?w=480`,
      imageHighRes: `${sandbox.origin}/media/classifications/cutting.svg?w=1200`,
    });
    expect(find(root, 'crimp-applicators')?.image).toBe(`${placeholderImageUrl}?w=480`);
  });

  it('drops the classifications a country is not offered', async () => {
    const us = await source.classifications({
      language: 'en',
      countryCode: 'US',
      type: 'products',
    });
    const cn = await source.classifications({
      language: 'en',
      countryCode: 'CN',
      type: 'products',
    });
    expect(find(us, 'sealing-and-sleeving')).toBeUndefined();
    expect(find(us, 'taping')).toBeDefined();
    expect(find(cn, 'taping')).toBeUndefined();
    expect(find(cn, 'sealing-and-sleeving')).toBeDefined();
  });

  it('shows the international country ALL the whole tree', async () => {
    const all = await source.classifications({
      language: 'en',
      countryCode: 'ALL',
      type: 'products',
    });
    expect(find(all, 'sealing-and-sleeving')).toBeDefined();
    expect(find(all, 'taping')).toBeDefined();
  });

  it('reads the service tree in German', async () => {
    const root = await source.classifications({
      language: 'de',
      countryCode: 'DE',
      type: 'services',
    });
    expect(root.name).toBe('Dienstleistungen');
    expect(find(root, 'service-contracts')).toMatchObject({
      name: 'Serviceverträge',
      route: '/services/maintenance/service-contracts',
    });
  });

  it('falls back to English for a language the catalogue has no texts in', async () => {
    const root = await source.classifications({
      language: 'fr',
      countryCode: 'FR',
      type: 'services',
    });
    expect(root.name).toBe('Services');
  });

  it('says which language each classification answered in', async () => {
    const czech = await source.classifications({
      language: 'cs',
      countryCode: 'CZ',
      type: 'products',
    });
    expect(czech.language).toBe('en');
    expect(find(czech, 'cutting')?.language).toBe('en');
    const german = await source.classifications({
      language: 'de',
      countryCode: 'CZ',
      type: 'products',
    });
    expect(find(german, 'cutting')).toMatchObject({ name: 'Schneiden', language: 'de' });
  });
});

describe('GraphqlCatalogueSource against the sandbox: what a slug names', () => {
  it('finds a classification with its children', async () => {
    const match = await source.bySlug({ language: 'de', countryCode: 'CH', slug: 'crimping' });
    expect(match?.kind).toBe('classification');
    if (match?.kind !== 'classification') return;
    expect(match.classification).toMatchObject({
      name: 'Crimpen',
      route: '/products/wire-processing/crimping',
    });
    expect(slugsOf(match.classification)).toEqual([
      'crimp-centres',
      'crimp-presses',
      'crimp-applicators',
    ]);
  });

  it('finds a product with its link, hiding the group’s main brand', async () => {
    expect(await source.bySlug({ language: 'en', countryCode: 'CH', slug: 'cutter-355' })).toEqual({
      kind: 'product',
      product: {
        name: 'Cutter 355',
        slug: 'cutter-355',
        brand: null,
        shortDescription: 'Cut-to-length machine for wires up to 6 mm² at 9,000 pieces an hour.',
        image: `${sandbox.origin}/media/products/cutter-355.svg`,
        link: '/products/wire-processing/cutting/cutter-355',
        serviceId: null,
        classificationSlug: 'cutting',
        classificationName: 'Cutting',
      },
    });
  });

  it('shows a partner brand', async () => {
    const match = await source.bySlug({ language: 'en', countryCode: 'CH', slug: 'cutter-88' });
    expect(match?.kind === 'product' && match.product.brand).toEqual({
      id: 'brand-lindqvist',
      name: 'Lindqvist Tools',
      imageUrl: `${sandbox.origin}/media/brands/lindqvist-tools.svg`,
    });
  });

  it('tells a service by its service id', async () => {
    const match = await source.bySlug({ language: 'en', countryCode: 'CH', slug: 'care-basic' });
    expect(match).toMatchObject({
      kind: 'product',
      product: {
        serviceId: 'svc-care-basic',
        link: '/services/maintenance/service-contracts/care-basic',
      },
    });
  });

  it('finds nothing the visitor’s country is not offered', async () => {
    expect(await source.bySlug({ language: 'en', countryCode: 'CN', slug: 'taping' })).toBeNull();
    expect(await source.bySlug({ language: 'en', countryCode: 'US', slug: 'press-30' })).toBeNull();
  });

  it('finds nothing for an unknown slug', async () => {
    expect(
      await source.bySlug({ language: 'en', countryCode: 'CH', slug: 'toaster-1' }),
    ).toBeNull();
  });
});

describe('GraphqlCatalogueSource against the sandbox: products', () => {
  it('reads products in the order of the slugs, leaving out what the country is not offered', async () => {
    const products = await source.productsBySlugs({
      language: 'en',
      countryCode: 'US',
      slugs: ['stripper-480', 'press-30', 'cutter-355', 'toaster-1'],
    });
    expect(products.map((product) => product.slug)).toEqual(['stripper-480', 'cutter-355']);
    expect(products[0]?.specifications.length).toBeGreaterThan(0);
    expect(products[0]?.variants.map((variant) => variant.id)).toEqual([
      'stripper-480-fine',
      'stripper-480-power',
    ]);
  });

  it('reads no products for no slugs', async () => {
    expect(await source.productsBySlugs({ language: 'en', countryCode: 'US', slugs: [] })).toEqual(
      [],
    );
  });

  it('reads a product’s detail in German with metric and imperial data', async () => {
    const product = await source.productDetail({
      language: 'de',
      countryCode: 'CH',
      slug: 'cutter-355',
    });
    expect(product).toMatchObject({
      name: 'Cutter 355',
      language: 'de',
      brand: null,
      link: '/products/wire-processing/cutting/cutter-355',
      classificationSlug: 'cutting',
      variantCount: 2,
      video: {
        url: `${sandbox.origin}/media/videos/cutter-355.mp4`,
        thumbnailUrls: [`${sandbox.origin}/media/videos/cutter-355.svg`],
        alt: 'Cutter 355',
      },
    });
    expect(product?.specifications).toEqual(
      expect.arrayContaining([
        { name: 'Schnittlänge', value: '1–99,999', unit: 'mm', measurementSystem: 'Metric' },
        { name: 'Schnittlänge', value: '0.0394–3,937', unit: 'in', measurementSystem: 'Imperial' },
      ]),
    );
    expect(product?.variants[1]).toMatchObject({
      id: 'cutter-355-hd',
      nameMetric: 'Cutter 355 HD – up to 6 mm²',
      nameImperial: 'Cutter 355 HD – up to 10 AWG',
    });
    expect(product?.capabilities).toContainEqual({
      id: 'cap-cut-to-length',
      name: 'Ablängen',
      slug: 'ablangen',
      image: `${sandbox.origin}/media/capabilities/cut-to-length.svg`,
    });
    expect(product?.images[0]).toEqual({
      name: 'Cutter 355, Vorderansicht',
      url: `${sandbox.origin}/media/products/cutter-355.svg`,
      isDefault: true,
    });
    expect(product?.documents).toContainEqual(
      expect.objectContaining({
        contentLanguage: 'de',
        type: 'Datasheet',
        extension: 'pdf',
        filename: 'cutter-355-datasheet-de.pdf',
      }),
    );
    expect(product?.highlights.map((highlight) => highlight.name)).toEqual([
      'Markierungsfreier Riemenantrieb',
      'Länge auf ±0,1 mm',
      'Inline-Markierung',
    ]);
  });

  it('links related products, components and services, and related stories', async () => {
    const product = await source.productDetail({
      language: 'en',
      countryCode: 'DE',
      slug: 'crimp-centre-9',
    });
    expect(product?.relatedItems).toContainEqual({
      type: 'component',
      product: expect.objectContaining({
        slug: 'applicator-side-feed',
        brand: expect.objectContaining({ name: 'Ferrowire' }),
        link: '/products/wire-processing/crimping/crimp-applicators/applicator-side-feed',
        // What a related product needs to join the comparison (spec 3.7).
        serviceId: null,
        classificationSlug: 'crimp-applicators',
      }),
    });
    expect(product?.relatedItems).toContainEqual({
      type: 'service',
      product: expect.objectContaining({
        slug: 'care-premium',
        link: '/services/maintenance/service-contracts/care-premium',
        serviceId: expect.any(String),
      }),
    });
    expect(product?.relatedStories).toContainEqual({
      slug: 'crimp-height-explained',
      route: '/stories/crimp-height-explained',
    });
  });

  it('leaves out related items the country is not offered', async () => {
    const related = async (countryCode: string) =>
      (
        await source.productDetail({ language: 'en', countryCode, slug: 'cutter-640' })
      )?.relatedItems.map((item) => item.product.slug);
    expect(await related('DE')).toEqual(['stripper-720-coax', 'press-30', 'care-premium']);
    expect(await related('CN')).toEqual([]);
  });

  it('drops highlights without an image or a video', async () => {
    const product = await source.productDetail({
      language: 'en',
      countryCode: 'CH',
      slug: 'cutter-120',
    });
    expect(product?.highlights.map((highlight) => highlight.name)).toEqual(['Ready in a minute']);
  });

  it('shows the placeholder for a product without images', async () => {
    const product = await source.productDetail({
      language: 'en',
      countryCode: 'DE',
      slug: 'section-saw-7',
    });
    expect(product?.images).toEqual([
      { name: 'Section Saw 7', url: placeholderImageUrl, isDefault: true },
    ]);
  });

  it('hides the group brand named by its fixed id', async () => {
    const product = await source.productDetail({
      language: 'en',
      countryCode: 'CH',
      slug: 'line-manager',
    });
    expect(product?.name).toBe('Line Manager');
    expect(product?.brand).toBeNull();
  });

  it('reads English texts for a language the catalogue has none in', async () => {
    const product = await source.productDetail({
      language: 'ja',
      countryCode: 'JP',
      slug: 'stripper-480',
    });
    expect(product?.language).toBe('en');
    expect(product?.shortDescription).toContain('Precision stripping');
  });

  it('says it read English for a product without Czech texts, German for one with German', async () => {
    const czech = await source.productDetail({
      language: 'cs',
      countryCode: 'CZ',
      slug: 'cutter-355',
    });
    expect(czech).toMatchObject({ name: 'Cutter 355', language: 'en' });
    const service = await source.serviceProductDetail({
      language: 'cs',
      countryCode: 'CZ',
      slug: 'care-basic',
    });
    expect(service.language).toBe('en');
    const german = await source.productDetail({
      language: 'de',
      countryCode: 'CZ',
      slug: 'cutter-355',
    });
    expect(german?.language).toBe('de');
  });

  it('reads no product where it is not offered, and none for an unknown slug', async () => {
    expect(
      await source.productDetail({ language: 'en', countryCode: 'US', slug: 'twister-120' }),
    ).toBeNull();
    expect(
      await source.productDetail({ language: 'en', countryCode: 'CH', slug: 'toaster-1' }),
    ).toBeNull();
  });

  it('reads the products of a classification and those below it', async () => {
    const products = await source.classificationProducts({
      language: 'en',
      countryCode: 'CH',
      slug: 'crimping',
    });
    expect(products.map((product) => product.slug)).toEqual(
      expect.arrayContaining(['crimp-centre-9', 'press-30', 'applicator-mini']),
    );
    expect(products.find((product) => product.slug === 'crimp-centre-9')?.link).toBe(
      '/products/wire-processing/crimping/crimp-centres/crimp-centre-9',
    );
  });

  it('leaves out the products of a classification the country is not offered', async () => {
    const products = await source.classificationProducts({
      language: 'en',
      countryCode: 'US',
      slug: 'crimp-presses',
    });
    expect(products.map((product) => product.slug)).toEqual(['press-15']);
  });

  it('reads the capabilities with their slugs', async () => {
    const capabilities = await source.capabilities({ language: 'de' });
    expect(capabilities).toContainEqual({
      id: 'cap-crimp-monitoring',
      name: 'Crimpkraftüberwachung',
      slug: 'crimpkraftuberwachung',
      image: `${sandbox.origin}/media/capabilities/crimp-monitoring.svg`,
    });
  });
});

describe('GraphqlCatalogueSource against the sandbox: service products', () => {
  it('reads a service with six benefits, six details and its lineage', async () => {
    const service = await source.serviceProductDetail({
      language: 'de',
      countryCode: 'CH',
      slug: 'care-basic',
    });
    expect(service).toMatchObject({
      name: 'Servicevertrag Care Basic',
      language: 'de',
      slug: 'care-basic',
      benefit1: 'Fester Jahrespreis',
      benefit6: 'Vorrang an der Hotline',
      detail1: 'Ein Besuch pro Jahr',
      detail6: 'Laufzeit ein Jahr, verlängert sich selbst',
      classification: {
        slug: 'service-contracts',
        route: '/services/maintenance/service-contracts',
        lineage: [
          { slug: 'services', route: '/services', name: 'Dienstleistungen' },
          { slug: 'maintenance', route: '/services/maintenance', name: 'Wartung' },
        ],
      },
      video: { alt: 'Servicevertrag Care Basic' },
    });
    expect(service.relatedProducts.map((product) => product.slug)).toEqual([
      'cutter-355',
      'autostrip-470',
      'stripper-480',
    ]);
    expect(service.relatedServices.map((product) => product.slug)).toEqual(['care-premium']);
    expect(service.relatedStories.map((story) => story.slug)).toContain('from-the-service-van');
    expect(service.allImages[0]).toEqual(service.primaryImage);
  });

  it('uses the classification slug from the route', async () => {
    const service = await source.serviceProductDetail({
      language: 'en',
      countryCode: 'CH',
      slug: 'calibration-service',
      classificationSlug: 'maintenance',
    });
    expect(service.classification.route).toBe('/services/maintenance');
    expect(service.relatedComponents.map((product) => product.slug)).toEqual(['cfm-sensor-3']);
  });

  it('raises "No product found" for an unknown slug', async () => {
    const error = await failure(
      source.serviceProductDetail({ language: 'en', countryCode: 'CH', slug: 'toaster-care' }),
    );
    expect(isDomainError(error, 'PRODUCT_NOT_FOUND')).toBe(true);
    expect((error as Error).message).toBe("No product found for slug 'toaster-care'");
  });

  it('raises "No product found" where the service is not offered', async () => {
    const error = await failure(
      source.serviceProductDetail({ language: 'en', countryCode: 'US', slug: 'line-relocation' }),
    );
    expect(isDomainError(error, 'PRODUCT_NOT_FOUND')).toBe(true);
  });
});
