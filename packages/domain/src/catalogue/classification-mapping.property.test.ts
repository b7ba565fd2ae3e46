import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Classification } from './Classification';
import { classificationTree } from './classification-mapping';
import type { ClassificationSource } from './ClassificationSource';

const sizeImage = (url: string, width: number): string => `${url}?width=${width}`;
const countries = fc.subarray(['CH', 'DE', 'US']);
const slug = fc.stringMatching(/^[a-z]+(-[a-z]+)?$/);

/** Trees at most three levels deep, each node named after its position so names are unique. */
function nodeAt(depth: number): fc.Arbitrary<ClassificationSource> {
  return fc.record({
    id: fc.nat(),
    name: fc.constant(''),
    slug,
    parent_id: fc.constant(null),
    image_url: fc.option(fc.webUrl(), { nil: null }),
    language: fc.constant('en'),
    supported_countries: countries,
    children: depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 3 }),
  });
}

function named(source: ClassificationSource, name: string): ClassificationSource {
  return {
    ...source,
    name,
    children: (source.children ?? []).map((child, index) => named(child, `${name}.${index}`)),
  };
}

const node = nodeAt(3).map((source) => named(source, 'n'));

function everyClassification(root: Classification): Classification[] {
  return [root, ...root.childClassifications.flatMap(everyClassification)];
}

function everySource(root: ClassificationSource): ClassificationSource[] {
  return [root, ...(root.children ?? []).flatMap(everySource)];
}

test.prop([
  node,
  fc.constantFrom('products' as const, 'services' as const),
  fc.constantFrom('CH', 'US'),
])(
  'each route is the parent route plus the own slug, starting at the catalogue root',
  (source, kind, countryCode) => {
    for (const item of everyClassification(
      classificationTree(source, { kind, countryCode, sizeImage }),
    )) {
      expect(item.route).toBe(`${item.parent?.route ?? ''}/${item.slug}`);
      expect(item.route.startsWith(`/${kind}`)).toBe(true);
      expect(item.lineage.at(-1) ?? null).toEqual(item.parent);
      expect(item.lineage[0]?.slug ?? kind).toBe(kind);
    }
  },
);

test.prop([node, fc.constantFrom('CH', 'US')])(
  'no classification below the root is unsupported in the visitor country',
  (source, countryCode) => {
    const [, ...below] = everyClassification(
      classificationTree(source, { kind: 'products', countryCode, sizeImage }),
    );
    const supported = new Set(
      everySource(source)
        .filter((item) => item.supported_countries.includes(countryCode))
        .map((item) => item.name),
    );
    for (const item of below) expect(supported.has(item.name)).toBe(true);
  },
);

test.prop([node])('every child a country supports is kept, with its subtree', (source) => {
  const allCountries = { ...source, children: (source.children ?? []).map(supportEverywhere) };
  const tree = classificationTree(allCountries, { kind: 'products', countryCode: 'CH', sizeImage });
  expect(everyClassification(tree).length).toBe(everySource(source).length);
});

function supportEverywhere(source: ClassificationSource): ClassificationSource {
  return {
    ...source,
    supported_countries: ['CH'],
    children: (source.children ?? []).map(supportEverywhere),
  };
}
