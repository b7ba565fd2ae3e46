import { describe, expect, it } from 'vitest';
import { hiddenBrandRule } from './brand-visibility';
import type { Classification } from './Classification';
import { indexClassifications } from './classification-lookup';
import { placeholderImageUrl } from './image-placeholder';
import { brandFromSource, productSummary } from './product-summary';

const cutting: Classification = {
  name: 'Cutting',
  slug: 'cutting',
  parent: null,
  route: '/products/wire-processing/cutting',
  description: null,
  image: '/i.png',
  imageHighRes: '/i.png',
  childClassifications: [],
  lineage: [],
};
const index = indexClassifications([cutting]);

describe('a related product as a teaser', () => {
  it('links below its first classification', () => {
    const summary = productSummary(
      {
        name: 'Gamma 450',
        slug: 'gamma-450',
        classifications: [
          { slug: 'cutting', name: 'Cutting' },
          { slug: 'stripping', name: 'Stripping' },
        ],
      },
      index,
    );
    expect(summary.link).toBe('/products/wire-processing/cutting/gamma-450');
  });

  it('links to /products/{slug} when its classification is unknown or missing', () => {
    expect(
      productSummary(
        { name: 'Gamma 450', slug: 'gamma-450', classifications: [{ slug: 'x', name: 'X' }] },
        index,
      ).link,
    ).toBe('/products/gamma-450');
    expect(productSummary({ name: 'Gamma 450', slug: 'gamma-450' }, index).link).toBe(
      '/products/gamma-450',
    );
  });

  it('shows a brand of another maker with its logo', () => {
    const summary = productSummary(
      {
        name: 'Gamma 450',
        slug: 'gamma-450',
        brand: { id: 12, name: 'Schleuniger', image_url: '/brands/s.png' },
      },
      index,
    );
    expect(summary.brand).toEqual({ id: '12', name: 'Schleuniger', imageUrl: '/brands/s.png' });
  });

  it('hides the group brand', () => {
    expect(
      productSummary({ name: 'Gamma 450', slug: 'gamma-450', brand: { name: 'Komax' } }, index)
        .brand,
    ).toBeNull();
    expect(
      productSummary(
        { name: 'Gamma 450', slug: 'gamma-450', brand: { id: hiddenBrandRule.brandId, name: 'K' } },
        index,
      ).brand,
    ).toBeNull();
  });

  it('shows the primary image, or the placeholder', () => {
    expect(
      productSummary(
        {
          name: 'Gamma 450',
          slug: 'gamma-450',
          images: [
            { url: '/a.png', default: false },
            { url: '/b.png', default: true },
          ],
        },
        index,
      ).image,
    ).toBe('/b.png');
    expect(productSummary({ name: 'Gamma 450', slug: 'gamma-450' }, index).image).toBe(
      placeholderImageUrl,
    );
  });

  it('keeps the short description, or null', () => {
    expect(
      productSummary(
        { name: 'Gamma 450', slug: 'gamma-450', short_description: 'Cuts wires.' },
        index,
      ).shortDescription,
    ).toBe('Cuts wires.');
    expect(productSummary({ name: 'Gamma 450', slug: 'gamma-450' }, index).shortDescription).toBe(
      null,
    );
  });
});

describe('a brand from the catalogue service', () => {
  it('is absent when the source has none', () => {
    expect(brandFromSource(null)).toBeNull();
    expect(brandFromSource(undefined)).toBeNull();
  });

  it('has no id and no logo when the source has none', () => {
    expect(brandFromSource({ name: 'Schleuniger', image_url: 'null' })).toEqual({
      id: null,
      name: 'Schleuniger',
      imageUrl: null,
    });
  });
});
