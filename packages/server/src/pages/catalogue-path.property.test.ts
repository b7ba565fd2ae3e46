import { fc, test } from '@fast-check/vitest';
import type { Classification } from '@kmx/domain/catalogue';
import { expect } from 'vitest';
import { cataloguePathTarget, ownItemChain } from './catalogue-path';

const slug = fc.stringMatching(/^[a-z]{1,3}$/);
function level(children: fc.Arbitrary<readonly Classification[]>): fc.Arbitrary<Classification> {
  return fc.record({
    name: slug,
    slug,
    parent: fc.constant(null),
    route: fc.constant('/x'),
    description: fc.constant(null),
    image: fc.constant(''),
    imageHighRes: fc.constant(''),
    childClassifications: children,
    lineage: fc.constant([]),
  });
}

// Three levels below the root, like the sandbox catalogue; slugs may repeat between siblings.
const leaf = level(fc.constant([]));
const third = level(fc.array(leaf, { maxLength: 3 }));
const second = level(fc.array(third, { maxLength: 3 }));
const tree = level(fc.array(second, { maxLength: 3 }));

test.prop([tree, fc.array(slug, { maxLength: 4 })])(
  'every classification walked is the child of the one before, in the order of the segments',
  (root, segments) => {
    const target = cataloguePathTarget(root, segments);
    if (target === null) return;
    let parent = root;
    for (const [index, each] of target.chain.entries()) {
      expect(each.slug).toBe(segments[index]);
      expect(parent.childClassifications).toContain(each);
      parent = each;
    }
    if (target.kind === 'classification') {
      expect(target.chain.length).toBe(segments.length);
    } else {
      expect(target.chain.length).toBe(segments.length - 1);
      expect(target.slug).toBe(segments[segments.length - 1]);
      expect(target.parent).toBe(parent);
    }
  },
);

test.prop([tree, fc.array(slug, { maxLength: 3 }), slug])(
  "an item's own chain is the path to it: its address read back gives the same chain",
  (root, segments, item) => {
    const link = `/products/${[...segments, item].join('/')}`;
    const chain = ownItemChain(root, 'products', link, item);
    const target = cataloguePathTarget(root, [...segments, item]);
    if (target?.kind === 'item') expect(chain).toEqual(target.chain);
    else expect(chain).toBeNull();
  },
);
