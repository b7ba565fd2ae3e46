import type { Classification } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { cataloguePathTarget, ownItemChain } from './catalogue-path';

function node(slug: string, children: readonly Classification[] = []): Classification {
  return {
    name: slug,
    slug,
    parent: null,
    route: `/${slug}`,
    description: null,
    image: '',
    imageHighRes: '',
    childClassifications: children,
    lineage: [],
  };
}

const root = node('products', [
  node('wire-processing', [node('cutting'), node('crimping', [node('crimp-centres')])]),
  node('software'),
]);

describe('where a catalogue path leads (spec 2.2)', () => {
  it('is the root without segments', () => {
    expect(cataloguePathTarget(root, [])).toMatchObject({
      kind: 'classification',
      classification: { slug: 'products' },
      chain: [],
    });
  });

  it('follows the tree at every depth', () => {
    const target = cataloguePathTarget(root, ['wire-processing', 'crimping', 'crimp-centres']);
    expect(target?.kind).toBe('classification');
    expect(target?.chain.map((each) => each.slug)).toEqual([
      'wire-processing',
      'crimping',
      'crimp-centres',
    ]);
  });

  it('reads a last slug that is no child as an item below the classification before it', () => {
    const target = cataloguePathTarget(root, ['wire-processing', 'cutting', 'cutter-355']);
    expect(target).toMatchObject({ kind: 'item', slug: 'cutter-355', parent: { slug: 'cutting' } });
    expect(target?.chain.map((each) => each.slug)).toEqual(['wire-processing', 'cutting']);
    expect(cataloguePathTarget(root, ['cutter-355'])).toMatchObject({
      kind: 'item',
      parent: { slug: 'products' },
    });
  });

  it('is nothing when a segment before the last leaves the tree, or one is empty', () => {
    expect(cataloguePathTarget(root, ['crimping', 'crimp-centres'])).toBeNull();
    expect(cataloguePathTarget(root, ['no-such', 'cutting'])).toBeNull();
    expect(cataloguePathTarget(root, ['wire-processing', ''])).toBeNull();
  });
});

describe("the chain of an item's own address (spec 2.2, shown at /products/{slug})", () => {
  it('walks the classifications of the address to the item', () => {
    const chain = ownItemChain(root, 'products', '/products/wire-processing/cutting/c-1', 'c-1');
    expect(chain?.map((each) => each.slug)).toEqual(['wire-processing', 'cutting']);
    expect(ownItemChain(root, 'products', '/products/software/tool%20kit', 'tool kit')).toEqual([
      root.childClassifications[1],
    ]);
  });

  it('is nothing for an address of another catalogue, another item, or not in the tree', () => {
    expect(ownItemChain(root, 'services', '/products/wire-processing/cutting/c-1', 'c-1')).toBe(
      null,
    );
    expect(ownItemChain(root, 'products', '/products/wire-processing/cutting/c-2', 'c-1')).toBe(
      null,
    );
    expect(ownItemChain(root, 'products', '/products/stripping/c-1', 'c-1')).toBeNull();
    expect(ownItemChain(root, 'products', '/products/wire-processing/cutting', 'cutting')).toBe(
      null,
    );
    expect(ownItemChain(root, 'products', '/products/software/%E0%A4%A', '%E0%A4%A')).toBeNull();
  });
});
