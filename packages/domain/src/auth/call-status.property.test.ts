import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { endSessionFailure, revokeFailure, userInfoFailure } from './call-status';

const status = fc.integer({ min: 100, max: 599 });

test.prop([status])('user info fails exactly when the status is not 200', (code) => {
  expect(userInfoFailure(code) === null).toBe(code === 200);
});

test.prop([status])('revoke and end session fail exactly outside 2xx and 4xx', (code) => {
  const accepted = (code >= 200 && code < 300) || (code >= 400 && code < 500);
  expect(revokeFailure(code) === null).toBe(accepted);
  expect(endSessionFailure(code) === null).toBe(accepted);
  expect(revokeFailure(code)?.status ?? code).toBe(code);
});
