import { describe, expect, it } from 'vitest';
import type { Classification } from './Classification';
import { indexClassifications } from './classification-lookup';
import { catalogueProduct, catalogueProductSummary } from './catalogue-product-mapping';
import { placeholderImageUrl } from './image-placeholder';
import type { ProductSource } from './ProductSource';

function classification(slug: string, route: string): Classification {
  return {
    name: slug,
    slug,
    parent: null,
    route,
    description: null,
    image: '/i.png',
    imageHighRes: '/i.png',
    childClassifications: [],
    lineage: [],
  };
}

const classifications = indexClassifications([
  classification('cutting', '/products/wire-processing/cutting'),
  classification('stripping', '/products/wire-processing/stripping'),
]);

const source: ProductSource = {
  language: 'en',
  name: 'Cutter 355',
  slug: 'cutter-355',
  short_description: 'Cuts wire to length.',
  long_description: ' ',
  video_url: '/media/videos/cutter-355.mp4',
  video_image_url: '/media/videos/cutter-355.svg',
  images: [
    { name: 'Side', url: '/media/products/cutter-355-side.svg', default: false },
    { name: 'Front', url: '/media/products/cutter-355.svg', default: true },
  ],
  classifications: [{ slug: 'cutting', name: 'Cutting' }],
  brand: { id: 'brand-lindqvist', name: 'Lindqvist Tools', image_url: '/media/brands/l.svg' },
  specifications: [
    { name: 'Cutting length', value: '1–9,999', unit: 'mm', measurement_system: 'Metric' },
    { name: 'Cutting length', value: '0.04–393', unit: 'in', measurement_system: 'Imperial' },
    { name: 'Colour', value: 'Grey', unit: '', measurement_system: null },
  ],
  variants: [
    {
      id: 1,
      name_metric: 'Cutter 355 / 6 mm²',
      name_imperial: 'Cutter 355 / 10 AWG',
      specifications: [{ name: 'Blade', value: 'V', unit: null }],
    },
    { id: 'cutter-355-xl', name_metric: 'XL', name_imperial: 'XL' },
  ],
  capabilities: [{ id: 3, name: 'Cut to length', image_url: null }],
  highlights: [
    { name: 'Fast', short_description: 'Very', image_url: '/media/h/fast.svg' },
    { name: 'Quiet', video_url: '/media/h/quiet.mp4', video_image_url: 'null' },
    { name: 'Invisible', image_url: 'null' },
    { name: ' ', image_url: '/media/h/x.svg' },
  ],
  documents: [
    {
      name: 'Data sheet',
      content_language: 'de',
      thumbnail: null,
      type: 'Datasheet',
      url: '/media/documents/cutter-355-de.pdf',
      filename: 'cutter-355-de.pdf',
      extension: 'pdf',
      size: 482133,
    },
  ],
  related: [
    {
      type: 'related',
      product: {
        name: 'Stripper 480',
        slug: 'stripper-480',
        brand: { id: 'brand-komax-group', name: 'KMX Group' },
        classifications: [{ slug: 'stripping', name: 'Stripping' }],
        supported_countries: ['CH', 'US'],
      },
    },
    {
      type: 'component',
      product: { name: 'Blade', slug: 'blade', supported_countries: ['CN'] },
    },
    { type: 'service', product: { name: 'Calibration', slug: 'calibration', service_id: 7 } },
    { type: 'story', product: { name: 'Odd', slug: 'odd' } },
    { type: 'related', product: null },
  ],
  related_stories: ['a-day-at-the-harness-plant'],
  variant_count: null,
  supported_countries: ['CH', 'US'],
};

describe('catalogueProduct', () => {
  const product = catalogueProduct(source, { classifications, countryCode: 'US' });

  it('links the product below its first classification', () => {
    expect(product.link).toBe('/products/wire-processing/cutting/cutter-355');
    expect(product.classificationSlug).toBe('cutting');
    expect(product.serviceId).toBeNull();
  });

  it('shows a brand that is not the group’s own', () => {
    expect(product.brand).toEqual({
      id: 'brand-lindqvist',
      name: 'Lindqvist Tools',
      imageUrl: '/media/brands/l.svg',
    });
  });

  it('puts the default image first', () => {
    expect(product.images.map((image) => image.name)).toEqual(['Front', 'Side']);
  });

  it('keeps metric and imperial specifications apart and blank units as null', () => {
    expect(product.specifications).toEqual([
      { name: 'Cutting length', value: '1–9,999', unit: 'mm', measurementSystem: 'Metric' },
      { name: 'Cutting length', value: '0.04–393', unit: 'in', measurementSystem: 'Imperial' },
      { name: 'Colour', value: 'Grey', unit: null, measurementSystem: null },
    ]);
  });

  it('maps variants and counts them when the service gives no count', () => {
    expect(product.variants).toEqual([
      {
        id: '1',
        nameMetric: 'Cutter 355 / 6 mm²',
        nameImperial: 'Cutter 355 / 10 AWG',
        specifications: [{ name: 'Blade', value: 'V', unit: null, measurementSystem: null }],
      },
      { id: 'cutter-355-xl', nameMetric: 'XL', nameImperial: 'XL', specifications: [] },
    ]);
    expect(product.variantCount).toBe(2);
  });

  it('takes the service’s variant count when it sends one', () => {
    expect(
      catalogueProduct({ ...source, variant_count: 12 }, { classifications, countryCode: 'US' })
        .variantCount,
    ).toBe(12);
  });

  it('gives capabilities their slugs', () => {
    expect(product.capabilities).toEqual([
      { id: '3', name: 'Cut to length', slug: 'cut-to-length', image: null },
    ]);
  });

  it('keeps only highlights with a name and an image or a video', () => {
    expect(product.highlights).toEqual([
      {
        name: 'Fast',
        shortDescription: 'Very',
        longDescription: null,
        image: '/media/h/fast.svg',
        videoImage: null,
        video: null,
      },
      {
        name: 'Quiet',
        shortDescription: null,
        longDescription: null,
        image: null,
        videoImage: null,
        video: '/media/h/quiet.mp4',
      },
    ]);
  });

  it('maps documents with their size in bytes', () => {
    expect(product.documents).toEqual([
      {
        name: 'Data sheet',
        contentLanguage: 'de',
        thumbnail: null,
        type: 'Datasheet',
        url: '/media/documents/cutter-355-de.pdf',
        filename: 'cutter-355-de.pdf',
        extension: 'pdf',
        sizeInBytes: 482133,
      },
    ]);
  });

  it('has a video whose text alternative is the product name', () => {
    expect(product.video).toEqual({
      url: '/media/videos/cutter-355.mp4',
      thumbnailUrls: ['/media/videos/cutter-355.svg'],
      alt: 'Cutter 355',
    });
  });

  it('treats a blank long description as none', () => {
    expect(product.longDescription).toBeNull();
    expect(product.shortDescription).toBe('Cuts wire to length.');
  });

  it('keeps related items offered in the country, of known types, hiding the group brand', () => {
    expect(product.relatedItems).toEqual([
      {
        type: 'related',
        product: {
          name: 'Stripper 480',
          slug: 'stripper-480',
          brand: null,
          shortDescription: null,
          image: placeholderImageUrl,
          link: '/products/wire-processing/stripping/stripper-480',
          serviceId: null,
          classificationSlug: 'stripping',
          classificationName: 'Stripping',
        },
      },
      {
        type: 'service',
        product: {
          name: 'Calibration',
          slug: 'calibration',
          brand: null,
          shortDescription: null,
          image: placeholderImageUrl,
          link: '/products/calibration',
          serviceId: '7',
          classificationSlug: null,
          classificationName: null,
        },
      },
    ]);
  });

  it('links its related stories', () => {
    expect(product.relatedStories).toEqual([
      { slug: 'a-day-at-the-harness-plant', route: '/stories/a-day-at-the-harness-plant' },
    ]);
  });

  it('keeps the supported countries for the visibility rule', () => {
    expect(product.supportedCountries).toEqual(['CH', 'US']);
  });

  it('has the placeholder image and empty lists when the record is bare', () => {
    const bare = catalogueProduct(
      { language: 'de', name: 'Bare', slug: 'bare', supported_countries: [] },
      { classifications, countryCode: 'CH' },
    );
    expect(bare).toMatchObject({
      images: [{ name: 'Bare', url: placeholderImageUrl, isDefault: true }],
      specifications: [],
      variants: [],
      capabilities: [],
      highlights: [],
      documents: [],
      video: null,
      relatedItems: [],
      relatedStories: [],
      variantCount: 0,
      link: '/products/bare',
      classificationSlug: null,
      brand: null,
    });
  });
});

describe('catalogueProductSummary', () => {
  it('says which entries are services by their service id', () => {
    const summary = catalogueProductSummary(
      { name: 'Calibration', slug: 'calibration', service_id: 42 },
      classifications,
    );
    expect(summary.serviceId).toBe('42');
  });

  it('treats an empty service id as a product', () => {
    expect(
      catalogueProductSummary({ name: 'P', slug: 'p', service_id: '' }, classifications).serviceId,
    ).toBeNull();
  });

  it('links below the first classification and names it', () => {
    const summary = catalogueProductSummary(
      {
        name: 'Stripper 480',
        slug: 'stripper-480',
        brand: { name: 'Komax' },
        classifications: [
          { slug: 'stripping', name: 'Stripping' },
          { slug: 'cutting', name: 'Cutting' },
        ],
      },
      classifications,
    );
    expect(summary).toMatchObject({
      link: '/products/wire-processing/stripping/stripper-480',
      classificationSlug: 'stripping',
      brand: null,
    });
  });
});
