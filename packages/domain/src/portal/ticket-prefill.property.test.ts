import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticketPrefill, ticketPrefillSearch } from './ticket-prefill';

const anyParams = fc
  .array(
    fc.tuple(
      fc.constantFrom('machine', 'serial', 'subject', 'other'),
      fc.string({ unit: 'binary' }),
    ),
  )
  .map((entries) => new URLSearchParams(entries));

test.prop([anyParams])('never fails and keeps only clean, short values', (params) => {
  const value = ticketPrefill(params);
  for (const text of [value.machine, value.serialNumber]) {
    if (text === null) continue;
    expect(text).toBe(text.trim());
    expect(text).not.toBe('');
    expect(text).not.toMatch(/\p{Cc}/u);
    expect([...text].length).toBeLessThanOrEqual(100);
  }
});

test.prop([anyParams])('reads back the link it writes', (params) => {
  const value = ticketPrefill(params);
  expect(ticketPrefill(new URLSearchParams(ticketPrefillSearch(value)))).toEqual(value);
});
