import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import { serviceProductDetail } from './service-product-mapping';
import { serviceTextKeys } from './ServiceTextKey';

const slug = fc.stringMatching(/^[a-z]+(-[a-z]+)*$/);
const text = fc.option(fc.string(), { nil: null });
const relatedEntry = fc.record({
  type: fc.constantFrom('related', 'component', 'service', 'accessory'),
  product: fc.option(fc.record({ name: fc.string(), slug }), { nil: null }),
});
const source = fc.record({
  language: fc.constantFrom('en', 'de'),
  slug,
  name: fc.string(),
  short_description: text,
  classifications: fc.array(fc.record({ slug, name: fc.string() }), { minLength: 1, maxLength: 3 }),
  service: fc.option(
    fc.record(Object.fromEntries(serviceTextKeys.map((key) => [key, text])), { requiredKeys: [] }),
    { nil: null },
  ),
  related: fc.array(relatedEntry, { maxLength: 6 }),
});

test.prop([source, slug])(
  'every related entry of a known type lands in exactly one list, in its order',
  (record, productSlug) => {
    const detail = serviceProductDetail(record, {
      slug: productSlug,
      classifications: new Map(),
      relatedStories: [],
    });
    const expected = (type: string): string[] =>
      record.related.flatMap((entry) =>
        entry.type === type && entry.product !== null ? [entry.product.slug] : [],
      );
    expect(detail.relatedProducts.map((item) => item.slug)).toEqual(expected('related'));
    expect(detail.relatedComponents.map((item) => item.slug)).toEqual(expected('component'));
    expect(detail.relatedServices.map((item) => item.slug)).toEqual(expected('service'));
  },
);

test.prop([source, slug])(
  'the detail keeps the slug, the name as video text, and one of the product classifications',
  (record, productSlug) => {
    const detail = serviceProductDetail(
      { ...record, video_url: 'https://video.example.com/v.mp4' },
      { slug: productSlug, classifications: new Map(), relatedStories: [] },
    );
    expect(detail.slug).toBe(productSlug);
    expect(detail.video?.alt).toBe(record.name);
    expect(detail.classification.slug).toBe(record.classifications[0]?.slug);
    for (const key of serviceTextKeys) {
      expect(detail[key] === null || detail[key] === record.service?.[key]).toBe(true);
    }
  },
);

test.prop([slug])('a missing product always names the slug it was looked up by', (productSlug) => {
  let caught: unknown;
  try {
    serviceProductDetail(null, {
      slug: productSlug,
      classifications: new Map(),
      relatedStories: [],
    });
  } catch (error) {
    caught = error;
  }
  expect(isDomainError(caught, 'PRODUCT_NOT_FOUND')).toBe(true);
  expect((caught as Error).message).toBe(`No product found for slug '${productSlug}'`);
});
