import { describe, expect, it } from 'vitest';
import { classificationRoute, productRoute } from './catalogue-routes';

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
});
