import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Classification } from './Classification';
import { findClassification, indexClassifications } from './classification-lookup';

const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e');

function nodeAt(depth: number, route: string): fc.Arbitrary<Classification> {
  return slug.chain((own) =>
    (depth === 0
      ? fc.constant([])
      : fc.array(nodeAt(depth - 1, `${route}/${own}`), { maxLength: 3 })
    ).map((childClassifications) => ({
      name: own,
      slug: own,
      parent: null,
      route: `${route}/${own}`,
      description: null,
      image: '/i.png',
      imageHighRes: '/i.png',
      childClassifications,
      lineage: [],
    })),
  );
}

function everyClassification(root: Classification): Classification[] {
  return [root, ...root.childClassifications.flatMap(everyClassification)];
}

test.prop([nodeAt(3, ''), slug])(
  'the index and the search agree, and both give the first classification with the slug',
  (root, wanted) => {
    const first = everyClassification(root).find((item) => item.slug === wanted);
    expect(findClassification(root, wanted)).toBe(first);
    expect(indexClassifications([root]).get(wanted)).toBe(first);
  },
);

test.prop([fc.array(nodeAt(2, ''), { maxLength: 3 })])(
  'the index holds every slug of the trees, each under its own slug',
  (roots) => {
    const index = indexClassifications(roots);
    const slugs = new Set(roots.flatMap(everyClassification).map((item) => item.slug));
    expect(new Set(index.keys())).toEqual(slugs);
    for (const [key, value] of index) expect(value.slug).toBe(key);
  },
);
