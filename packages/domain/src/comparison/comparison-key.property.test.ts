import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { newComparisonKey } from './comparison-key';

const bytes = fc.uint8Array({ minLength: 16, maxLength: 16 });

test.prop([bytes, bytes])('different random bytes give different keys', (first, second) => {
  const sameBytes = first.every((byte, index) => byte === second[index]);
  const sameKey =
    newComparisonKey({ bytes: () => first }) === newComparisonKey({ bytes: () => second });
  expect(sameKey).toBe(sameBytes);
});

test.prop([bytes])('a key is 32 lower-case hexadecimal digits', (random) => {
  expect(newComparisonKey({ bytes: () => random })).toMatch(/^[0-9a-f]{32}$/);
});
