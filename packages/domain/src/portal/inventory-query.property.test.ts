import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { InventoryQuery } from './inventory-query';
import { changeInventoryQuery, inventorySearch, parseInventoryQuery } from './inventory-query';

const cleanText = fc
  .string({ minLength: 1, maxLength: 100, unit: 'grapheme-ascii' })
  .map((text) => text.replace(/\p{Cc}/gu, '').trim())
  .filter((text) => text !== '');

const query: fc.Arbitrary<InventoryQuery> = fc.record({
  plant: fc.option(cleanText, { nil: null }),
  organisation: fc.option(cleanText, { nil: null }),
  text: fc.option(cleanText, { nil: null }),
  page: fc.integer({ min: 1, max: 100_000 }),
});

const anyParams = fc
  .array(
    fc.tuple(
      fc.constantFrom('plant', 'organisation', 'q', 'page', 'other'),
      fc.string({ unit: 'binary' }),
    ),
  )
  .map((entries) => new URLSearchParams(entries));

test.prop([query])('reads back what it writes', (value) => {
  expect(parseInventoryQuery(new URLSearchParams(inventorySearch(value)))).toEqual(value);
});

test.prop([anyParams])('never fails on any address and keeps only clean values', (params) => {
  const parsed = parseInventoryQuery(params);
  expect(parseInventoryQuery(new URLSearchParams(inventorySearch(parsed)))).toEqual(parsed);
  for (const text of [parsed.plant, parsed.organisation, parsed.text]) {
    if (text === null) continue;
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/\p{Cc}/u);
    expect([...text].length).toBeLessThanOrEqual(100);
  }
});

test.prop([query])('leaves out exactly the defaults', (value) => {
  const names = [...new URLSearchParams(inventorySearch(value)).keys()];
  expect(names.includes('plant')).toBe(value.plant !== null);
  expect(names.includes('page')).toBe(value.page !== 1);
});

test.prop([query, fc.option(fc.constant('plant-2'), { nil: null })])(
  'starts a changed list at page 1',
  (value, plant) => {
    expect(changeInventoryQuery(value, { plant })).toEqual({ ...value, plant, page: 1 });
  },
);
