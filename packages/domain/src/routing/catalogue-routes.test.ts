import { describe, expect, it } from 'vitest';
import {
  classificationRoute,
  invalidLink,
  isCataloguePath,
  productRoute,
} from './catalogue-routes';

describe('catalogue routes', () => {
  it('puts a classification under /products or /services followed by its chain of slugs', () => {
    expect(classificationRoute('products', ['wire-processing', 'cut-and-strip'])).toBe(
      '/products/wire-processing/cut-and-strip',
    );
    expect(classificationRoute('services', ['training'])).toBe('/services/training');
  });

  it('puts a root classification at the bare catalogue path', () => {
    expect(classificationRoute('products', [])).toBe('/products');
  });

  it('puts a product at its classification route plus its slug', () => {
    expect(productRoute('mira-340', '/products/wire-processing/cut-and-strip')).toBe(
      '/products/wire-processing/cut-and-strip/mira-340',
    );
  });

  it('sends an unknown product to /products/{slug}', () => {
    expect(productRoute('mira-340', null)).toBe('/products/mira-340');
  });

  it('does not double a slash after a classification route that ends in one', () => {
    expect(productRoute('mira-340', '/services/')).toBe('/services/mira-340');
  });

  it('falls back to the link named Invalid leading to /products', () => {
    expect(invalidLink).toEqual({ name: 'Invalid', url: '/products' });
  });
});

describe('catalogue pages', () => {
  it('are the paths containing /products/ or /services/', () => {
    expect(isCataloguePath('/de/products/wire-processing')).toBe(true);
    expect(isCataloguePath('/de/services/training/x')).toBe(true);
  });

  it('are the paths ending with /products or /services', () => {
    expect(isCataloguePath('/de/products')).toBe(true);
    expect(isCataloguePath('/en/services')).toBe(true);
  });

  it('are not other paths', () => {
    expect(isCataloguePath('/de/products-news')).toBe(false);
    expect(isCataloguePath('/de/stories/products')).toBe(true);
    expect(isCataloguePath('/de/myproducts')).toBe(false);
    expect(isCataloguePath('/de')).toBe(false);
  });
});
