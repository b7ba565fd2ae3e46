import type { CatalogueProduct, Specification } from '@kmx/domain/catalogue';
import type { ComparisonBasket } from '@kmx/domain/comparison';
import { comparisonBasketStorageKey, serializeBasket } from '@kmx/domain/comparison';
import type { SiteServices } from '../site-services/SiteServices';
import { exampleImages } from './example-blocks';

function metric(name: string, value: string, unit: string | null): Specification {
  return { name, value, unit, measurementSystem: 'Metric' };
}

function imperial(name: string, value: string, unit: string | null): Specification {
  return { name, value, unit, measurementSystem: 'Imperial' };
}

function neutral(name: string, value: string, unit: string | null = null): Specification {
  return { name, value, unit, measurementSystem: null };
}

function compared(
  facts: Pick<CatalogueProduct, 'name' | 'slug' | 'specifications' | 'variants'> & {
    readonly classificationSlug: string;
    readonly classificationName: string;
    readonly image: string;
  },
): CatalogueProduct {
  return {
    name: facts.name,
    slug: facts.slug,
    brand: null,
    shortDescription: null,
    longDescription: null,
    language: 'en',
    images: [{ name: `${facts.name}, front view`, url: facts.image, isDefault: true }],
    specifications: facts.specifications,
    variants: facts.variants,
    capabilities: [],
    highlights: [],
    documents: [],
    video: null,
    relatedItems: [],
    relatedStories: [],
    variantCount: facts.variants.length,
    supportedCountries: ['CH', 'DE', 'US'],
    serviceId: null,
    classificationSlug: facts.classificationSlug,
    classificationName: facts.classificationName,
    link: `/products/wire-processing/${facts.classificationSlug}/${facts.slug}`,
  };
}

/** Products of two classifications as `GET /api/comparison` answers them, for the comparison. */
export const exampleComparedProducts: readonly CatalogueProduct[] = [
  compared({
    name: 'Cutter 355',
    slug: 'cutter-355',
    classificationSlug: 'cutting',
    classificationName: 'Cutting',
    image: exampleImages.cuttingMachine.url,
    specifications: [
      metric('Wire cross-section', '0.13–6', 'mm²'),
      imperial('Wire cross-section', '26–10', 'AWG'),
      metric('Cutting length', '1–99,999', 'mm'),
      imperial('Cutting length', '0.04–3,937', 'in'),
      neutral('Throughput', '9,000', 'pcs/h'),
      metric('Weight', '48', 'kg'),
      imperial('Weight', '106', 'lb'),
      neutral('Power supply', '230 V / 50 Hz'),
      // The catalogue sends some entries twice; the comparison shows the first.
      neutral('Power supply', '400 V / 50 Hz'),
    ],
    variants: [
      {
        id: 'cutter-355-s',
        nameMetric: 'Cutter 355 S – up to 2.5 mm²',
        nameImperial: 'Cutter 355 S – up to 14 AWG',
        specifications: [
          metric('Wire cross-section', '0.13–2.5', 'mm²'),
          imperial('Wire cross-section', '26–14', 'AWG'),
        ],
      },
      {
        id: 'cutter-355-hd',
        nameMetric: 'Cutter 355 HD – up to 6 mm²',
        nameImperial: 'Cutter 355 HD – up to 10 AWG',
        specifications: [
          metric('Wire cross-section', '0.5–6', 'mm²'),
          imperial('Wire cross-section', '20–10', 'AWG'),
          neutral('Throughput', '7,500', 'pcs/h'),
        ],
      },
    ],
  }),
  compared({
    name: 'Cutter 120',
    slug: 'cutter-120',
    classificationSlug: 'cutting',
    classificationName: 'Cutting',
    image: exampleImages.wireSpools.url,
    specifications: [
      metric('Wire cross-section', '0.13–2.5', 'mm²'),
      imperial('Wire cross-section', '26–14', 'AWG'),
      metric('Cutting length', '1–9,999', 'mm'),
      imperial('Cutting length', '0.04–393', 'in'),
      neutral('Throughput', '4,000', 'pcs/h'),
      metric('Weight', '21', 'kg'),
      imperial('Weight', '46', 'lb'),
      neutral('Power supply', '230 V / 50 Hz'),
    ],
    variants: [],
  }),
  compared({
    name: 'Stripper 480 with a deliberately long product name for the column header',
    slug: 'stripper-480',
    classificationSlug: 'stripping',
    classificationName: 'Stripping',
    image: exampleImages.crimpDetail.url,
    specifications: [
      metric('Wire cross-section', '0.03–16', 'mm²'),
      imperial('Wire cross-section', '30–6', 'AWG'),
      neutral('Cycle time', '0.6', 's'),
    ],
    variants: [
      {
        id: 'stripper-480-fine',
        nameMetric: 'Stripper 480 Fine',
        nameImperial: 'Stripper 480 Fine',
        specifications: [metric('Wire cross-section', '0.03–2.5', 'mm²')],
      },
    ],
  }),
];

/**
 * A basket with two groups: two cutting machines (one with a variant chosen) and a stripper, each
 * with the name the page showed when it was added.
 */
export const exampleComparisonBasket: ComparisonBasket = {
  groups: [
    {
      classificationSlug: 'cutting',
      products: [
        { key: 'a1', slug: 'cutter-355', variantId: 'cutter-355-hd', name: 'Cutter 355' },
        { key: 'a2', slug: 'cutter-120', variantId: null, name: 'Cutter 120' },
      ],
    },
    {
      classificationSlug: 'stripping',
      products: [
        {
          key: 'b1',
          slug: 'stripper-480',
          variantId: null,
          name: 'Stripper 480 with a deliberately long product name for the column header',
        },
      ],
    },
  ],
};

/**
 * Cutting entries the catalogue no longer answers for in the visitor's country: one added with its
 * name, one stored by a release that did not keep names (named from its slug).
 */
export const exampleWithdrawnComparisonEntries: ComparisonBasket['groups'][number]['products'] = [
  { key: 'w1', slug: 'zeta-650', variantId: null, name: 'Zeta 650 Plus' },
  { key: 'w2', slug: 'cutter-640', variantId: null },
];

/** How the fake comparison endpoint of `exampleComparisonServices` answers. */
export type ExampleComparisonAnswer = 'products' | 'pending' | 'failure';

/**
 * Site services for stories and tests of the comparison: an in-memory local storage that starts
 * with `basket`, and a comparison endpoint answering from `exampleComparedProducts` (or never, or
 * with a failure). The other endpoints are not part of the comparison and reject.
 */
export function exampleComparisonServices(
  options: {
    readonly basket?: ComparisonBasket;
    readonly answer?: ExampleComparisonAnswer;
    readonly products?: readonly CatalogueProduct[];
  } = {},
): SiteServices & { readonly stored: Map<string, string> } {
  const stored = new Map<string, string>();
  if (options.basket !== undefined) {
    stored.set(comparisonBasketStorageKey, serializeBasket(options.basket));
  }
  const products = options.products ?? exampleComparedProducts;
  let draws = 0;
  const notHere = () => Promise.reject(new Error('Not part of the comparison example'));
  return {
    stored,
    search: notHere,
    countries: notHere,
    suggest: notHere,
    newsFeed: notHere,
    comparisonProducts: ({ slugs }) => {
      if (options.answer === 'pending') return new Promise(() => undefined);
      if (options.answer === 'failure') return Promise.reject(new Error('503'));
      return Promise.resolve(
        slugs.flatMap((slug) => products.filter((product) => product.slug === slug)),
      );
    },
    localStore: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
    },
    rememberMeasurementSystem: () => undefined,
    scriptPartFailed: (error) => console.error(error),
    // Each draw differs from the last, so every entry added gets a key of its own.
    random: { bytes: (length) => new Uint8Array(length).fill((draws += 1) % 256) },
  };
}
