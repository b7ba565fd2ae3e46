import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { catalogueProduct } from './catalogue-product-mapping';
import { isHiddenBrand } from './brand-visibility';
import { isValidHighlight } from './highlight-validity';
import type { ProductSource } from './ProductSource';

const media = fc.option(fc.constantFrom('/media/a.svg', 'null', '', ' '), { nil: null });
const countries = fc.subarray(['CH', 'DE', 'US']);
const product: fc.Arbitrary<ProductSource> = fc.record({
  language: fc.constantFrom('en', 'de'),
  name: fc.string(),
  slug: fc.stringMatching(/^[a-z]+(-[a-z0-9]+)*$/),
  brand: fc.option(
    fc.record({
      id: fc.constantFrom('brand-komax-group', 'brand-other'),
      name: fc.constantFrom('Komax', 'komax ', 'Lindqvist Tools'),
    }),
    { nil: null },
  ),
  images: fc.array(fc.record({ name: fc.string(), url: media, default: fc.boolean() })),
  highlights: fc.array(
    fc.record({ name: fc.option(fc.string(), { nil: null }), image_url: media, video_url: media }),
  ),
  related: fc.array(
    fc.record({
      type: fc.constantFrom('related', 'component', 'service', 'other'),
      product: fc.option(
        fc.record(
          {
            name: fc.string(),
            slug: fc.stringMatching(/^[a-z]+$/),
            supported_countries: countries,
            service_id: fc.option(fc.oneof(fc.constantFrom('', 's-1'), fc.nat()), { nil: null }),
            classifications: fc.array(
              fc.record({ slug: fc.stringMatching(/^[a-z]+$/), name: fc.string() }),
              { maxLength: 2 },
            ),
          },
          { requiredKeys: ['name', 'slug', 'supported_countries'] },
        ),
        { nil: null },
      ),
    }),
  ),
  supported_countries: countries,
});

test.prop([product, fc.constantFrom('CH', 'DE', 'US')])(
  'a mapped product never shows a group brand, an invalid highlight, an unoffered item or no image',
  (source, countryCode) => {
    const mapped = catalogueProduct(source, { classifications: new Map(), countryCode });
    expect(mapped.brand !== null && isHiddenBrand(mapped.brand)).toBe(false);
    expect(mapped.highlights.every(isValidHighlight)).toBe(true);
    expect(mapped.images.length).toBeGreaterThan(0);
    const offered = (source.related ?? []).filter(
      (entry) =>
        ['related', 'component', 'service'].includes(entry.type) &&
        entry.product?.supported_countries?.includes(countryCode) === true,
    );
    expect(mapped.relatedItems.map((item) => item.product.slug)).toEqual(
      offered.map((entry) => entry.product?.slug),
    );
  },
);

test.prop([product])(
  'a related item keeps its service id and first classification, by which it may be compared',
  (source) => {
    const mapped = catalogueProduct(source, { classifications: new Map(), countryCode: 'CH' });
    const offered = (source.related ?? []).flatMap((entry) =>
      ['related', 'component', 'service'].includes(entry.type) &&
      entry.product?.supported_countries?.includes('CH') === true
        ? [entry.product]
        : [],
    );
    mapped.relatedItems.forEach((item, index) => {
      const from = offered[index];
      const serviceId = from?.service_id;
      expect(item.product.serviceId).toBe(
        serviceId === null || serviceId === undefined || serviceId === ''
          ? null
          : String(serviceId),
      );
      expect(item.product.classificationSlug).toBe(from?.classifications?.[0]?.slug ?? null);
    });
  },
);
