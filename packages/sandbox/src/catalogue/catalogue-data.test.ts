import { describe, expect, it } from 'vitest';
import type { StoredClassification, StoredProduct } from './catalogue-data';
import {
  storedBrands,
  storedCapabilities,
  storedClassificationRoots,
  storedProducts,
  storedSpecificationNames,
} from './catalogue-data';
import {
  findPlacedClassification,
  placedClassifications,
  productClassificationRoute,
  productKind,
} from './catalogue-lookup';

const everyCountry = [
  'AT',
  'BR',
  'CA',
  'CH',
  'CN',
  'CZ',
  'DE',
  'ES',
  'FR',
  'GB',
  'HU',
  'IN',
  'IT',
  'JP',
  'MX',
  'PL',
  'PT',
  'RO',
  'SK',
  'US',
];
const serviceTextKeys = [
  'benefit1',
  'benefit2',
  'benefit3',
  'benefit4',
  'benefit5',
  'benefit6',
  'detail1',
  'detail2',
  'detail3',
  'detail4',
  'detail5',
  'detail6',
];

function depth(classification: StoredClassification): number {
  return 1 + Math.max(0, ...classification.children.map(depth));
}

const products = storedProducts.filter((product) => productKind(product) === 'products');
const services = storedProducts.filter((product) => productKind(product) === 'services');
const bySlug = new Map(storedProducts.map((product) => [product.slug, product]));

/** The countries of every product that is not sold everywhere; all others are sold in all 20. */
const countryExceptions: Readonly<Record<string, { notIn?: string[]; onlyIn?: string[] }>> = {
  'cutter-640': { notIn: ['US', 'CA'] },
  'stripper-720-coax': { notIn: ['CN'] },
  'press-30': { onlyIn: ['AT', 'CH', 'DE', 'FR', 'IT'] },
  'twister-120': { notIn: ['US'] },
  'seal-loader-40': { notIn: ['US'] },
  'sleeve-fit-12': { notIn: ['US'] },
  'shrink-oven-3': { notIn: ['US', 'CA', 'MX'] },
  'taper-hand-2': { notIn: ['CN'] },
  'taper-spot-5': { notIn: ['CN'] },
  'taper-inline-9': { notIn: ['CN', 'IN'] },
  'section-saw-7': {
    onlyIn: ['AT', 'CH', 'CZ', 'DE', 'ES', 'FR', 'HU', 'IT', 'PL', 'PT', 'RO', 'SK'],
  },
  'harness-planner': { notIn: ['CN'] },
  'care-premium': { notIn: ['CN'] },
  'line-relocation': { onlyIn: ['AT', 'CH', 'DE'] },
  'spare-parts-express': { notIn: ['CN'] },
};

describe('the catalogue demo data', () => {
  it('has a product tree at least three levels deep below its root', () => {
    expect(storedClassificationRoots.products.slug).toBe('products');
    expect(depth(storedClassificationRoots.products) - 1).toBeGreaterThanOrEqual(3);
    expect(findPlacedClassification('crimp-centres')?.path).toEqual([
      'wire-processing',
      'crimping',
      'crimp-centres',
    ]);
  });

  it('has a service tree with its own root', () => {
    expect(storedClassificationRoots.services.slug).toBe('services');
    expect(depth(storedClassificationRoots.services) - 1).toBeGreaterThanOrEqual(2);
  });

  it('has at least 40 products and at least 8 services', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(services.length).toBeGreaterThanOrEqual(8);
  });

  it('uses every slug once across products, services and classifications', () => {
    const slugs = [
      ...storedProducts.map((product) => product.slug),
      ...placedClassifications.map((placed) => placed.classification.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each([
    ['cutter-355', '/products/wire-processing/cutting'],
    ['stripper-480', '/products/wire-processing/stripping'],
    ['crimp-centre-9', '/products/wire-processing/crimping/crimp-centres'],
  ])('files %s under %s', (slug, route) => {
    const product = bySlug.get(slug);
    expect(product).toBeDefined();
    expect(productClassificationRoute(product as StoredProduct)).toBe(route);
  });

  it('files every product and service under a known classification', () => {
    for (const product of storedProducts) {
      expect(product.classifications.length, product.slug).toBeGreaterThan(0);
      for (const slug of product.classifications) {
        expect(findPlacedClassification(slug), `${product.slug} → ${slug}`).toBeDefined();
      }
    }
  });

  it('has English and German texts for every product, service and classification', () => {
    for (const product of storedProducts) {
      for (const language of ['en', 'de']) {
        const texts = product.texts[language];
        expect(texts?.name, `${product.slug} ${language}`).toBeTruthy();
        expect(texts?.short_description, `${product.slug} ${language}`).toBeTruthy();
        expect(texts?.long_description, `${product.slug} ${language}`).toBeTruthy();
      }
    }
    for (const { classification } of placedClassifications) {
      expect(Object.keys(classification.name).sort(), classification.slug).toEqual(['de', 'en']);
    }
  });

  it('gives every service six benefits and six details in English and German', () => {
    for (const service of services) {
      expect(service.service_id, service.slug).toBeTruthy();
      for (const language of ['en', 'de']) {
        const block = service.service?.[language] ?? {};
        for (const key of serviceTextKeys) {
          expect(block[key], `${service.slug} ${language} ${key}`).toBeTruthy();
        }
      }
    }
  });

  it('has no service id on products', () => {
    expect(products.filter((product) => product.service_id !== undefined)).toEqual([]);
  });

  it('gives every machine metric and imperial specifications, also on variants', () => {
    const machines = products.filter(
      (product) => !product.classifications.includes('production-software'),
    );
    expect(machines.length).toBeGreaterThanOrEqual(40);
    for (const product of machines) {
      const systems = new Set(product.specifications.map((entry) => entry.measurement_system));
      expect([...systems].sort(), product.slug).toEqual(
        expect.arrayContaining(['Imperial', 'Metric']),
      );
    }
    const withVariants = products.filter((product) => product.variants.length > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(10);
    expect(
      withVariants.some((product) =>
        product.variants.some((variant) =>
          variant.specifications.some((entry) => entry.measurement_system === 'Imperial'),
        ),
      ),
    ).toBe(true);
  });

  it('names every specification, capability and brand it refers to', () => {
    const capabilityIds = new Set(storedCapabilities.map((capability) => capability.id));
    const brandIds = new Set(storedBrands.map((brand) => brand.id));
    for (const product of storedProducts) {
      expect(brandIds.has(product.brand), product.slug).toBe(true);
      for (const id of product.capabilities) expect(capabilityIds.has(id), id).toBe(true);
      const specifications = [
        ...product.specifications,
        ...product.variants.flatMap((variant) => variant.specifications),
      ];
      for (const entry of specifications) {
        expect(storedSpecificationNames[entry.name], entry.name).toBeDefined();
      }
    }
  });

  it('has highlights with images and with videos, documents and capabilities', () => {
    for (const product of products) {
      expect(product.highlights.length, product.slug).toBeGreaterThan(0);
      expect(product.documents.length, product.slug).toBeGreaterThan(0);
      expect(product.capabilities.length, product.slug).toBeGreaterThan(0);
    }
    const highlights = products.flatMap((product) => product.highlights);
    expect(highlights.some((highlight) => highlight.image_url !== null)).toBe(true);
    expect(highlights.some((highlight) => highlight.video_url !== null)).toBe(true);
  });

  it('relates products, components, services and stories that exist', () => {
    const types = new Set<string>();
    for (const product of storedProducts) {
      for (const entry of product.related) {
        types.add(entry.type);
        expect(bySlug.has(entry.slug), `${product.slug} → ${entry.slug}`).toBe(true);
      }
    }
    expect([...types].sort()).toEqual(['component', 'related', 'service']);
    expect(bySlug.get('crimp-centre-9')?.related_stories.length).toBeGreaterThan(0);
  });

  it('has exactly one product of the hidden group brand', () => {
    expect(
      storedProducts.filter((product) => product.brand === 'brand-komax-group').map((p) => p.slug),
    ).toEqual(['line-manager']);
  });

  it.each(storedProducts.map((product) => [product.slug, product] as const))(
    'sells %s in the countries it should',
    (slug, product) => {
      const exception = countryExceptions[slug];
      const expected =
        exception?.onlyIn ??
        everyCountry.filter((code) => !(exception?.notIn ?? []).includes(code));
      expect([...product.supported_countries].sort()).toEqual(expected);
    },
  );

  it('offers no classification where its parent is not offered', () => {
    const check = (parent: StoredClassification): void => {
      for (const child of parent.children) {
        for (const code of child.supported_countries) {
          expect(parent.supported_countries, `${child.slug} ${code}`).toContain(code);
        }
        check(child);
      }
    };
    check(storedClassificationRoots.products);
    check(storedClassificationRoots.services);
    expect(findPlacedClassification('taping')?.classification.supported_countries).not.toContain(
      'CN',
    );
  });
});
