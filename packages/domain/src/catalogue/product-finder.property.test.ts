import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { finderChoice, finderParameters, findProducts, type FinderFacts } from './product-finder';

const slug = fc.constantFrom('a', 'b', 'c', 'd');
const facts = fc.record({
  classificationSlugs: fc.uniqueArray(slug, { maxLength: 3 }),
  capabilitySlugs: fc.uniqueArray(slug, { maxLength: 3 }),
});
const productLists = fc
  .array(facts, { maxLength: 40 })
  .map((list) => list.map((each, id) => ({ ...each, id })));
const choice = fc.record({
  classification: fc.option(slug),
  capability: fc.option(slug),
  page: fc.integer({ min: -3, max: 20 }),
});
const byFacts = (each: FinderFacts) => each;

test.prop([productLists, choice, fc.integer({ min: 1, max: 15 })])(
  'every listed product matches every chosen filter',
  (list, chosen, size) => {
    for (const found of findProducts(list, byFacts, chosen, size).items) {
      if (chosen.classification !== null) {
        expect(found.classificationSlugs).toContain(chosen.classification);
      }
      if (chosen.capability !== null) expect(found.capabilitySlugs).toContain(chosen.capability);
    }
  },
);

test.prop([productLists, choice, fc.integer({ min: 1, max: 15 })])(
  'the pages partition the result: each matching product on exactly one page, in order',
  (list, chosen, size) => {
    const first = findProducts(list, byFacts, { ...chosen, page: 1 }, size);
    const pages = Array.from({ length: first.pageCount }, (_, index) =>
      findProducts(list, byFacts, { ...chosen, page: index + 1 }, size),
    );
    const all = pages.flatMap((each) => each.items.map((found) => found.id));
    const matching = list
      .filter(
        (each) =>
          (chosen.classification === null ||
            each.classificationSlugs.includes(chosen.classification)) &&
          (chosen.capability === null || each.capabilitySlugs.includes(chosen.capability)),
      )
      .map((each) => each.id);
    expect(all).toEqual(matching);
    expect(first.total).toBe(matching.length);
    pages.forEach((each, index) => {
      expect(each.page).toBe(index + 1);
      expect(each.items.length).toBeLessThanOrEqual(size);
      if (index < pages.length - 1) expect(each.items).toHaveLength(size);
    });
  },
);

test.prop([productLists, choice])(
  'the page shown is always within 1 and the page count',
  (list, chosen) => {
    const result = findProducts(list, byFacts, chosen);
    expect(result.page).toBeGreaterThanOrEqual(1);
    expect(result.page).toBeLessThanOrEqual(result.pageCount);
  },
);

test.prop([
  fc.dictionary(
    fc.constantFrom(...Object.values(finderParameters), 'other'),
    fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
  ),
])('any address query gives a valid choice: known slugs or any, a page of 1 or more', (query) => {
  const options = { classifications: ['a', 'b'], capabilities: ['c'] };
  const result = finderChoice(query, options);
  expect([null, ...options.classifications]).toContain(result.classification);
  expect([null, ...options.capabilities]).toContain(result.capability);
  expect(Number.isInteger(result.page) && result.page >= 1).toBe(true);
});
