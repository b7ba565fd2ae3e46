import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticketSorts, ticketStatuses } from './Ticket';
import type { TicketListQuery } from './ticket-list-query';
import {
  changeTicketListQuery,
  defaultTicketListQuery,
  parseTicketListQuery,
  ticketListSearch,
} from './ticket-list-query';

/** A text the address keeps as it is: no control characters, no outer spaces, not blank. */
const cleanText = fc
  .string({ minLength: 1, maxLength: 100, unit: 'grapheme-ascii' })
  .map((text) => text.replace(/\p{Cc}/gu, '').trim())
  .filter((text) => text !== '');

const query: fc.Arbitrary<TicketListQuery> = fc.record({
  mine: fc.boolean(),
  status: fc.option(fc.constantFrom(...Object.values(ticketStatuses)), { nil: null }),
  machine: fc.option(cleanText, { nil: null }),
  text: fc.option(cleanText, { nil: null }),
  sort: fc.constantFrom(...ticketSorts),
  page: fc.integer({ min: 1, max: 100_000 }),
});

const anyParams = fc
  .array(
    fc.tuple(
      fc.constantFrom('mine', 'status', 'machine', 'q', 'sort', 'page', 'other'),
      fc.string({ unit: 'binary' }),
    ),
  )
  .map((entries) => new URLSearchParams(entries));

test.prop([query])('reads back what it writes', (value) => {
  expect(parseTicketListQuery(new URLSearchParams(ticketListSearch(value)))).toEqual(value);
});

test.prop([anyParams])('never fails on any address and writes back only what it kept', (params) => {
  const parsed = parseTicketListQuery(params);
  expect(parseTicketListQuery(new URLSearchParams(ticketListSearch(parsed)))).toEqual(parsed);
  expect(parsed.page).toBeGreaterThanOrEqual(1);
  expect(ticketListSearch(parsed)).not.toContain('other=');
});

test.prop([query])('leaves out exactly the defaults', (value) => {
  const names = [...new URLSearchParams(ticketListSearch(value)).keys()];
  expect(names.includes('mine')).toBe(value.mine);
  expect(names.includes('sort')).toBe(value.sort !== defaultTicketListQuery.sort);
  expect(names.includes('page')).toBe(value.page !== 1);
  expect(names.includes('status')).toBe(value.status !== null);
});

test.prop([query, fc.record({ mine: fc.boolean(), sort: fc.constantFrom(...ticketSorts) })])(
  'starts a changed list at page 1 and keeps the untouched filters',
  (value, change) => {
    const changed = changeTicketListQuery(value, change);
    expect(changed.page).toBe(1);
    expect(changed).toEqual({ ...value, ...change, page: 1 });
  },
);
