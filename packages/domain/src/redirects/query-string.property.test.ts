import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hasQueryFlag, queryParts, withoutQueryFlag } from './query-string';

const part = fc.constantFrom(
  'direct',
  'direct=1',
  'a=1',
  'b=x%20y',
  'directly',
  '%64irect=2',
  '%E0',
  '',
);
const query = fc.array(part, { maxLength: 6 }).map((parts) => parts.join('&'));

test.prop([query])('a query without the flag no longer has it', (value) => {
  expect(hasQueryFlag(withoutQueryFlag(value, 'direct'), 'direct')).toBe(false);
});

test.prop([query])('removing the flag keeps every other part in order', (value) => {
  const kept = queryParts(withoutQueryFlag(value, 'direct'));
  const others = queryParts(value).filter(
    (item) => !['direct', 'direct=1', '%64irect=2'].includes(item),
  );
  expect(kept).toEqual(others);
});
