import { describe, expect, it } from 'vitest';
import { classificationTree } from './classification-mapping';
import type { ClassificationSource } from './ClassificationSource';
import { placeholderImageUrl } from './image-placeholder';

const sizeImage = (url: string, width: number): string => `${url}?width=${width}`;

const cutting: ClassificationSource = {
  id: 3,
  name: 'Cutting',
  slug: 'cutting',
  parent_id: 2,
  description: 'Cut wires to length.',
  image_url: 'https://cdn.example.com/cutting.png',
  language: 'en',
  supported_countries: ['CH', 'DE'],
  children: [],
};

const crimpingUsOnly: ClassificationSource = {
  id: 4,
  name: 'Crimping',
  slug: 'crimping',
  parent_id: 2,
  image_url: null,
  language: 'en',
  supported_countries: ['US'],
};

const wireProcessing: ClassificationSource = {
  id: 2,
  name: 'Wire processing',
  slug: 'wire-processing',
  parent_id: 1,
  description: null,
  image_url: 'null',
  language: 'en',
  supported_countries: ['CH', 'US'],
  children: [cutting, crimpingUsOnly],
};

const root: ClassificationSource = {
  id: 1,
  name: 'Products',
  slug: 'komax-product-catalogue',
  parent_id: null,
  language: 'en',
  supported_countries: [],
  children: [wireProcessing],
};

describe('classification mapping', () => {
  const tree = classificationTree(root, { kind: 'products', countryCode: 'CH', sizeImage });
  const [processing] = tree.childClassifications;
  const [cut] = processing?.childClassifications ?? [];

  it('forces the root slug to products', () => {
    expect(tree.slug).toBe('products');
    expect(tree.route).toBe('/products');
  });

  it('forces the root slug to services for the service catalogue', () => {
    const services = classificationTree(root, { kind: 'services', countryCode: 'CH', sizeImage });
    expect(services.slug).toBe('services');
    expect(services.childClassifications[0]?.route).toBe('/services/wire-processing');
  });

  it('builds routes as chains of slugs below /products', () => {
    expect(processing?.route).toBe('/products/wire-processing');
    expect(cut?.route).toBe('/products/wire-processing/cutting');
  });

  it('drops children not supported in the visitor country', () => {
    expect(processing?.childClassifications.map((child) => child.slug)).toEqual(['cutting']);
  });

  it('keeps them for a visitor from a country that supports them', () => {
    const us = classificationTree(root, { kind: 'products', countryCode: 'US', sizeImage });
    expect(us.childClassifications[0]?.childClassifications.map((child) => child.slug)).toEqual([
      'crimping',
    ]);
  });

  it('gives the root no parent and an empty lineage', () => {
    expect(tree.parent).toBeNull();
    expect(tree.lineage).toEqual([]);
  });

  it('gives a classification its parent and its ancestors from the root down', () => {
    expect(cut?.parent).toEqual({
      name: 'Wire processing',
      slug: 'wire-processing',
      route: '/products/wire-processing',
    });
    expect(cut?.lineage).toEqual([
      { name: 'Products', slug: 'products', route: '/products' },
      { name: 'Wire processing', slug: 'wire-processing', route: '/products/wire-processing' },
    ]);
  });

  it('sizes the image at 480 and the high resolution image at 1200 wide', () => {
    expect(cut?.image).toBe('https://cdn.example.com/cutting.png?width=480');
    expect(cut?.imageHighRes).toBe('https://cdn.example.com/cutting.png?width=1200');
  });

  it('uses the placeholder for images that are missing, null or the text null', () => {
    expect(tree.image).toBe(`${placeholderImageUrl}?width=480`);
    expect(processing?.image).toBe(`${placeholderImageUrl}?width=480`);
  });

  it('keeps the name and the description', () => {
    expect(cut?.name).toBe('Cutting');
    expect(cut?.description).toBe('Cut wires to length.');
    expect(tree.description).toBeNull();
  });
});
