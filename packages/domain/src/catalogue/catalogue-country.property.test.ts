import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Classification } from './Classification';
import { isOfferedInCountry, offeredClassificationTree, offeredEntries } from './catalogue-country';
import type { ClassificationSource } from './ClassificationSource';

const sizeImage = (url: string, width: number): string => `${url}?width=${width}`;
const countryCode = fc.constantFrom('CH', 'DE', 'US', 'CN');
const countries = fc.subarray(['CH', 'DE', 'US', 'CN']);

function nodeAt(depth: number): fc.Arbitrary<ClassificationSource> {
  return fc.record({
    id: fc.nat(),
    name: fc.string(),
    slug: fc.stringMatching(/^[a-z]+$/),
    language: fc.constant('en'),
    supported_countries: countries,
    children: depth === 0 ? fc.constant([]) : fc.array(nodeAt(depth - 1), { maxLength: 3 }),
  });
}

function count(tree: Classification): number {
  return 1 + tree.childClassifications.reduce((sum, child) => sum + count(child), 0);
}

function countSources(source: ClassificationSource): number {
  return 1 + (source.children ?? []).reduce((sum, child) => sum + countSources(child), 0);
}

test.prop([countries, countryCode])(
  'a country is offered a product exactly when the product lists it',
  (supported, country) => {
    expect(isOfferedInCountry(supported, country)).toBe(supported.includes(country));
  },
);

test.prop([nodeAt(3)])('the international country ALL sees the whole tree', (source) => {
  const tree = offeredClassificationTree(source, {
    kind: 'services',
    countryCode: 'ALL',
    sizeImage,
  });
  expect(count(tree)).toBe(countSources(source));
});

test.prop([nodeAt(3), countryCode])(
  'a country never sees more of the tree than ALL does',
  (source, country) => {
    const seen = (code: string) =>
      count(offeredClassificationTree(source, { kind: 'products', countryCode: code, sizeImage }));
    expect(seen(country)).toBeLessThanOrEqual(seen('ALL'));
  },
);

test.prop([
  fc.array(
    fc.record({
      type: fc.constant('related'),
      product: fc.option(fc.record({ supported_countries: fc.option(countries) })),
    }),
  ),
  countryCode,
])('every entry kept is offered in the country or says nothing', (entries, country) => {
  for (const entry of offeredEntries(entries, country)) {
    const listed = entry.product?.supported_countries;
    expect(listed === null || listed === undefined || listed.includes(country)).toBe(true);
  }
});
