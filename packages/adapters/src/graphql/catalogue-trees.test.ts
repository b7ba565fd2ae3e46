import { describe, expect, it } from 'vitest';
import type { ClassificationNode } from './catalogue-schemas';
import { classificationSource, offeredIndex } from './catalogue-trees';

function node(
  slug: string,
  countries: string[],
  children?: ClassificationNode[],
): ClassificationNode {
  return {
    id: slug,
    name: slug,
    slug,
    parent_id: null,
    description: null,
    image_url: null,
    language: 'en',
    supported_countries: countries,
    ...(children === undefined ? {} : { children }),
  };
}

const sizeImage = (url: string, width: number) => `${url}#${width}`;

describe('catalogue trees', () => {
  it('treats a node read without children (below the depth asked for) as a leaf', () => {
    expect(classificationSource(node('deep', ['CH'])).children).toEqual([]);
  });

  it('indexes both catalogues by slug, as the visitor’s country sees them', () => {
    const index = offeredIndex(
      {
        productTree: [
          node('root', ['CH', 'US'], [node('cutting', ['CH']), node('taping', ['US'])]),
        ],
        serviceTree: [node('root', ['CH', 'US'], [node('training', ['CH'])])],
      },
      { countryCode: 'CH', sizeImage },
    );
    expect([...index.keys()]).toEqual(['products', 'cutting', 'services', 'training']);
    expect(index.get('training')?.route).toBe('/services/training');
  });
});
