import { describe, expect, it } from 'vitest';
import { catalogueSlugOf, classificationTree } from './classification-mapping';
import type { ClassificationSource } from './ClassificationSource';

const sizeImage = (url: string, width: number): string => `${url}?width=${width}`;

const source = (slug: string, children: ClassificationSource[] = []): ClassificationSource => ({
  id: slug,
  name: slug,
  slug,
  language: 'en',
  supported_countries: ['CH'],
  children,
});

describe('the catalogue’s own root slug (issue 20: the root asks the catalogue for its own slug)', () => {
  const tree = classificationTree(source('komax-product-catalogue', [source('cutting')]), {
    kind: 'products',
    countryCode: 'CH',
    sizeImage,
  });

  it('keeps the service’s slug of the root beside the forced route slug', () => {
    expect(tree.slug).toBe('products');
    expect(tree.catalogueSlug).toBe('komax-product-catalogue');
    expect(catalogueSlugOf(tree)).toBe('komax-product-catalogue');
  });

  it('adds nothing where the slugs agree', () => {
    const [cutting] = tree.childClassifications;
    expect(cutting).not.toHaveProperty('catalogueSlug');
    expect(catalogueSlugOf(cutting ?? tree)).toBe('cutting');
    const same = classificationTree(source('services'), {
      kind: 'services',
      countryCode: 'CH',
      sizeImage,
    });
    expect(same).not.toHaveProperty('catalogueSlug');
    expect(catalogueSlugOf(same)).toBe('services');
  });
});
