import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import type { Classification } from './Classification';
import { indexClassifications } from './classification-lookup';
import { placeholderImageUrl } from './image-placeholder';
import { serviceProductDetail } from './service-product-mapping';
import type { ServiceProductSource } from './ServiceProductSource';

function classification(
  name: string,
  slug: string,
  route: string,
  lineage: Classification['lineage'],
  childClassifications: readonly Classification[] = [],
): Classification {
  return {
    name,
    slug,
    parent: lineage.at(-1) ?? null,
    route,
    description: null,
    image: '/i.png',
    imageHighRes: '/i.png',
    childClassifications,
    lineage,
  };
}

const servicesRoot = { name: 'Services', slug: 'services', route: '/services' };
const training = classification('Training', 'training', '/services/training', [servicesRoot]);
const maintenance = classification('Maintenance', 'maintenance', '/services/maintenance', [
  servicesRoot,
]);
const cutting = classification('Cutting', 'cutting', '/products/cutting', [
  { name: 'Products', slug: 'products', route: '/products' },
]);
const classifications = indexClassifications([
  classification('Services', 'services', '/services', [], [training, maintenance]),
  cutting,
]);

const source: ServiceProductSource = {
  language: 'en',
  name: 'Operator training',
  slug: 'operator-training',
  short_description: 'Learn the machine.',
  long_description: 'Two days on site.',
  video_url: 'https://video.example.com/training.mp4',
  video_image_url: 'https://cdn.example.com/training-thumb.png',
  images: [
    { name: 'Classroom', url: 'https://cdn.example.com/classroom.png', default: false },
    { name: 'Hands-on', url: 'https://cdn.example.com/hands-on.png', default: true },
  ],
  classifications: [
    { slug: 'training', name: 'Training' },
    { slug: 'maintenance', name: 'Maintenance' },
  ],
  service: {
    benefit1: 'Fewer errors',
    benefit2: 'Faster setup',
    benefit3: null,
    detail1: 'On site',
    detail6: '',
  },
  related: [
    {
      type: 'related',
      product: {
        name: 'Gamma 450',
        slug: 'gamma-450',
        brand: { name: 'Komax', image_url: '/brands/komax.png' },
        short_description: 'Cuts wires.',
        images: [{ name: 'Front', url: '/gamma.png', default: true }],
        classifications: [{ slug: 'cutting', name: 'Cutting' }],
      },
    },
    {
      type: 'component',
      product: { name: 'Blade set', slug: 'blade-set', brand: { name: 'Artos' } },
    },
    { type: 'service', product: { name: 'Maintenance plan', slug: 'maintenance-plan' } },
    { type: 'service', product: null },
    { type: 'accessory', product: { name: 'Unknown', slug: 'unknown' } },
  ],
};

const context = {
  slug: 'operator-training',
  classifications,
  relatedStories: [{ slug: 'a-day-in-training' }],
};

describe('the service product mapping', () => {
  const detail = serviceProductDetail(source, context);

  it('keeps the name, the language and both descriptions', () => {
    expect(detail.name).toBe('Operator training');
    expect(detail.language).toBe('en');
    expect(detail.shortDescription).toBe('Learn the machine.');
    expect(detail.longDescription).toBe('Two days on site.');
  });

  it('maps the six benefits and the six details, null where the service block has none', () => {
    expect(detail.benefit1).toBe('Fewer errors');
    expect(detail.benefit2).toBe('Faster setup');
    expect(detail.benefit3).toBeNull();
    expect(detail.benefit6).toBeNull();
    expect(detail.detail1).toBe('On site');
    expect(detail.detail6).toBeNull();
  });

  it('leaves all benefits and details null without a service block', () => {
    const bare = serviceProductDetail({ ...source, service: null }, context);
    expect([bare.benefit1, bare.benefit4, bare.detail2, bare.detail5]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes the default image as primary and the others as additional', () => {
    expect(detail.primaryImage.name).toBe('Hands-on');
    expect(detail.additionalImages.map((image) => image.name)).toEqual(['Classroom']);
    expect(detail.allImages.map((image) => image.name)).toEqual(['Hands-on', 'Classroom']);
  });

  it('shows the placeholder without images', () => {
    expect(serviceProductDetail({ ...source, images: null }, context).primaryImage.url).toBe(
      placeholderImageUrl,
    );
  });

  it('describes the video with the product name', () => {
    expect(detail.video).toEqual({
      url: 'https://video.example.com/training.mp4',
      thumbnailUrls: ['https://cdn.example.com/training-thumb.png'],
      alt: 'Operator training',
    });
  });

  it('uses the first classification of the product without a classification slug', () => {
    expect(detail.classification).toEqual({
      name: 'Training',
      slug: 'training',
      route: '/services/training',
      lineage: [{ name: 'Services', slug: 'services', route: '/services' }],
    });
  });

  it('uses the classification slug first', () => {
    const fromRoute = serviceProductDetail(source, {
      ...context,
      classificationSlug: 'maintenance',
    });
    expect(fromRoute.classification.route).toBe('/services/maintenance');
  });

  it('places a classification the catalogue does not know straight below /services', () => {
    const unknown = serviceProductDetail(
      { ...source, classifications: [{ slug: 'consulting', name: 'Consulting' }] },
      context,
    );
    expect(unknown.classification).toEqual({
      name: 'Consulting',
      slug: 'consulting',
      route: '/services/consulting',
      lineage: [],
    });
    const fromRoute = serviceProductDetail(source, { ...context, classificationSlug: 'retrofit' });
    expect(fromRoute.classification.name).toBe('retrofit');
  });

  it('sorts related entries into products, components and services', () => {
    expect(detail.relatedProducts.map((item) => item.slug)).toEqual(['gamma-450']);
    expect(detail.relatedComponents.map((item) => item.slug)).toEqual(['blade-set']);
    expect(detail.relatedServices.map((item) => item.slug)).toEqual(['maintenance-plan']);
  });

  it('links related products below their classification and hides the group brand', () => {
    const [gamma] = detail.relatedProducts;
    expect(gamma?.link).toBe('/products/cutting/gamma-450');
    expect(gamma?.brand).toBeNull();
    expect(gamma?.image).toBe('/gamma.png');
    expect(detail.relatedComponents[0]?.brand?.name).toBe('Artos');
  });

  it('passes the related stories through and keeps the slug it was looked up by', () => {
    expect(detail.relatedStories).toEqual([{ slug: 'a-day-in-training' }]);
    expect(detail.slug).toBe('operator-training');
  });

  it('fails with "No product found for slug \'{slug}\'" when there is no product', () => {
    expect(() => serviceProductDetail(null, context)).toThrow(
      "No product found for slug 'operator-training'",
    );
    expect(() => serviceProductDetail(undefined, context)).toThrow(
      expect.objectContaining({ code: 'PRODUCT_NOT_FOUND' }),
    );
  });

  it('fails with "No classification slug found" when the product has no classification', () => {
    let caught: unknown;
    try {
      serviceProductDetail({ ...source, classifications: [] }, context);
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught, 'NO_CLASSIFICATION_SLUG')).toBe(true);
    expect((caught as Error).message).toBe('No classification slug found');
  });

  it('reads a minimal record with empty lists', () => {
    const minimal = serviceProductDetail(
      {
        language: 'de',
        name: 'Schulung',
        slug: 'schulung',
        classifications: [{ slug: 'training', name: 'T' }],
      },
      { ...context, relatedStories: [] },
    );
    expect(minimal.shortDescription).toBeNull();
    expect(minimal.video).toBeNull();
    expect(minimal.relatedProducts).toEqual([]);
  });
});
