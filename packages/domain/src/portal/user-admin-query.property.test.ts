import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { accessStatuses } from './access-actions';
import type { UserAdminQuery } from './user-admin-query';
import {
  changeUserAdminQuery,
  defaultUserAdminQuery,
  parseUserAdminQuery,
  userAdminSearch,
  userAdminSorts,
} from './user-admin-query';

/** A text the address keeps as it is: no control characters, no outer spaces, not blank. */
const cleanText = fc
  .string({ minLength: 1, maxLength: 100, unit: 'grapheme-ascii' })
  .map((text) => text.replace(/\p{Cc}/gu, '').trim())
  .filter((text) => text !== '');

const query: fc.Arbitrary<UserAdminQuery> = fc.record({
  status: fc.option(fc.constantFrom(...accessStatuses), { nil: null }),
  organization: fc.option(cleanText, { nil: null }),
  application: fc.option(cleanText, { nil: null }),
  role: fc.option(cleanText, { nil: null }),
  text: fc.option(cleanText, { nil: null }),
  sort: fc.constantFrom(...userAdminSorts),
  page: fc.integer({ min: 1, max: 100_000 }),
});

const anyParams = fc
  .array(
    fc.tuple(
      fc.constantFrom('status', 'organisation', 'application', 'role', 'q', 'sort', 'page', 'x'),
      fc.string({ unit: 'binary' }),
    ),
  )
  .map((entries) => new URLSearchParams(entries));

test.prop([query])('reads back what it writes', (value) => {
  expect(parseUserAdminQuery(new URLSearchParams(userAdminSearch(value)))).toEqual(value);
});

test.prop([anyParams])('never fails on any address and writes back only what it kept', (params) => {
  const parsed = parseUserAdminQuery(params);
  expect(parseUserAdminQuery(new URLSearchParams(userAdminSearch(parsed)))).toEqual(parsed);
  expect(parsed.page).toBeGreaterThanOrEqual(1);
  expect(userAdminSearch(parsed)).not.toContain('x=');
});

test.prop([query])('leaves out exactly the defaults', (value) => {
  const names = [...new URLSearchParams(userAdminSearch(value)).keys()];
  expect(names.includes('sort')).toBe(value.sort !== defaultUserAdminQuery.sort);
  expect(names.includes('page')).toBe(value.page !== 1);
  expect(names.includes('status')).toBe(value.status !== null);
  expect(names.includes('organisation')).toBe(value.organization !== null);
  expect(names.includes('q')).toBe(value.text !== null);
});

test.prop([
  query,
  fc.record({
    status: fc.option(fc.constantFrom(...accessStatuses), { nil: null }),
    sort: fc.constantFrom(...userAdminSorts),
  }),
])('starts a changed list at page 1 and keeps the untouched filters', (value, change) => {
  const changed = changeUserAdminQuery(value, change);
  expect(changed.page).toBe(1);
  expect(changed).toEqual({ ...value, ...change, page: 1 });
});
