import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { loggable } from './loggable';

const anyValue = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
});

test.prop([anyValue])('any value can be written as JSON', (value) => {
  expect(() => JSON.stringify(loggable({ value }))).not.toThrow();
});

const secretKeyName = fc.constantFrom(
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'access_token',
  'id_token',
  'refresh_token',
  'token',
  'accessToken',
  'password',
  'clientSecret',
  'code',
  'code_verifier',
  'x-api-key',
);
const plainKey = fc.constantFrom('request', 'headers', 'body', 'form', 'details', 'items');

test.prop([
  secretKeyName,
  fc.array(fc.oneof(plainKey, fc.nat({ max: 3 })), { maxLength: 5 }),
  fc.dictionary(plainKey, fc.string(), { maxKeys: 3 }),
])('a secret is never written, at whatever depth it sits', (key, path, siblings) => {
  const secret = 'S3CR3T-value-9f2c';
  let value: unknown = { ...siblings, [key]: secret };
  for (const step of [...path].reverse()) {
    value = typeof step === 'number' ? [...Array<null>(step).fill(null), value] : { [step]: value };
  }
  const cause = new Error('failed', { cause: { value } });
  const written = JSON.stringify(loggable({ value, error: cause }));
  expect(written).not.toContain(secret);
});
