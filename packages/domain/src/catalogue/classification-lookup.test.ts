import { describe, expect, it } from 'vitest';
import type { Classification } from './Classification';
import { findClassification, indexClassifications } from './classification-lookup';

function classification(
  slug: string,
  route: string,
  childClassifications: readonly Classification[] = [],
): Classification {
  return {
    name: slug,
    slug,
    parent: null,
    route,
    description: null,
    image: '/i.png',
    imageHighRes: '/i.png',
    childClassifications,
    lineage: [],
  };
}

const cutting = classification('cutting', '/products/wire-processing/cutting');
const products = classification('products', '/products', [
  classification('wire-processing', '/products/wire-processing', [cutting]),
]);
const training = classification('training', '/services/training');
const services = classification('services', '/services', [training]);

describe('classification lookup', () => {
  it('finds a classification anywhere below the root by its slug', () => {
    expect(findClassification(products, 'cutting')).toBe(cutting);
    expect(findClassification(products, 'products')).toBe(products);
  });

  it('finds nothing for an unknown slug', () => {
    expect(findClassification(products, 'training')).toBeUndefined();
  });

  it('indexes the classifications of several trees by slug', () => {
    const index = indexClassifications([products, services]);
    expect(index.get('cutting')?.route).toBe('/products/wire-processing/cutting');
    expect(index.get('training')?.route).toBe('/services/training');
    expect(index.size).toBe(5);
  });

  it('keeps the first classification when a slug is used twice', () => {
    const twice = classification('cutting', '/services/cutting');
    const index = indexClassifications([
      products,
      classification('services', '/services', [twice]),
    ]);
    expect(index.get('cutting')).toBe(cutting);
  });
});
