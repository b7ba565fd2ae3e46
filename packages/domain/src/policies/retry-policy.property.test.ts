import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { retriesFor, shouldRetry } from './retry-policy';

const status = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constant(null));
const payloadMethod = fc.constantFrom('PATCH', 'POST', 'PUT', 'DELETE', 'post', 'Put');
const method = fc.oneof(payloadMethod, fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'get'));

test.prop([payloadMethod, status])('never repeats a request that carries a payload', (m, s) => {
  expect(retriesFor(m, s)).toBe(0);
});

test.prop([method, status])('retries at most once', (m, s) => {
  expect([0, 1]).toContain(retriesFor(m, s));
});

test.prop([method, fc.integer({ min: 200, max: 407 })])(
  'never retries a success, a redirect or a client error below 408',
  (m, s) => {
    expect(retriesFor(m, s)).toBe(0);
  },
);

test.prop([method, status, fc.nat({ max: 5 })])(
  'allows exactly as many further attempts as retries',
  (m, s, attempt) => {
    expect(shouldRetry(m, s, attempt)).toBe(attempt < retriesFor(m, s));
  },
);
