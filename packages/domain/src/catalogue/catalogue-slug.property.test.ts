import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { catalogueKinds } from './CatalogueKind';
import { catalogueSlugOf, classificationTree } from './classification-mapping';

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);

test.prop([slug, fc.constantFrom(...Object.values(catalogueKinds))])(
  'the root’s route slug is the catalogue kind, and the catalogue is asked with its own slug',
  (rootSlug, kind) => {
    const tree = classificationTree(
      { id: 1, name: 'Root', slug: rootSlug, language: 'en', supported_countries: [] },
      { kind, countryCode: 'CH', sizeImage: (url) => url },
    );
    expect(tree.slug).toBe(kind);
    expect(catalogueSlugOf(tree)).toBe(rootSlug);
  },
);
