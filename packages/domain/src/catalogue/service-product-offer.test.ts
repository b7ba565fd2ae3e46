import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import type { Classification } from './Classification';
import { indexClassifications } from './classification-lookup';
import type { ProductSource } from './ProductSource';
import { offeredServiceProductDetail } from './service-product-offer';

const servicesRoot = { name: 'Services', slug: 'services', route: '/services' };
const training: Classification = {
  name: 'Training',
  slug: 'training',
  parent: servicesRoot,
  route: '/services/training',
  description: null,
  image: '/i.png',
  imageHighRes: '/i.png',
  childClassifications: [],
  lineage: [servicesRoot],
};
const classifications = indexClassifications([training]);

const source: ProductSource = {
  language: 'en',
  name: 'Operator training',
  slug: 'operator-training',
  service_id: 'svc-operator-training',
  classifications: [{ slug: 'training', name: 'Training' }],
  service: { benefit1: 'Fewer errors', detail1: 'Two days' },
  related: [
    {
      type: 'related',
      product: { name: 'Cutter 355', slug: 'cutter-355', supported_countries: ['CH'] },
    },
    { type: 'related', product: { name: 'Taper', slug: 'taper', supported_countries: ['US'] } },
  ],
  related_stories: ['learning-by-crimping'],
  supported_countries: ['CH', 'DE'],
};

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('offeredServiceProductDetail', () => {
  it('maps a service offered in the country with its lineage and texts', () => {
    const detail = offeredServiceProductDetail(source, {
      slug: 'operator-training',
      classifications,
      countryCode: 'CH',
    });
    expect(detail).toMatchObject({
      name: 'Operator training',
      benefit1: 'Fewer errors',
      benefit2: null,
      detail1: 'Two days',
      classification: { slug: 'training', route: '/services/training', lineage: [servicesRoot] },
    });
  });

  it('leaves out related products not offered in the country', () => {
    const detail = offeredServiceProductDetail(source, {
      slug: 'operator-training',
      classifications,
      countryCode: 'CH',
    });
    expect(detail.relatedProducts.map((product) => product.slug)).toEqual(['cutter-355']);
  });

  it('links the related stories', () => {
    const detail = offeredServiceProductDetail(source, {
      slug: 'operator-training',
      classificationSlug: 'training',
      classifications,
      countryCode: 'DE',
    });
    expect(detail.relatedStories).toEqual([
      { slug: 'learning-by-crimping', route: '/stories/learning-by-crimping' },
    ]);
  });

  it('raises "No product found" for a service not offered in the country', () => {
    const error = failure(() =>
      offeredServiceProductDetail(source, {
        slug: 'operator-training',
        classifications,
        countryCode: 'US',
      }),
    );
    expect(isDomainError(error, 'PRODUCT_NOT_FOUND')).toBe(true);
    expect((error as Error).message).toBe("No product found for slug 'operator-training'");
  });

  it('raises "No product found" when there is no record', () => {
    const error = failure(() =>
      offeredServiceProductDetail(null, { slug: 'nothing', classifications, countryCode: 'CH' }),
    );
    expect((error as Error).message).toBe("No product found for slug 'nothing'");
  });

  it('offers every service to the international country ALL', () => {
    const detail = offeredServiceProductDetail(source, {
      slug: 'operator-training',
      classifications,
      countryCode: 'ALL',
    });
    expect(detail.relatedProducts.map((product) => product.slug)).toEqual(['cutter-355', 'taper']);
  });
});
