import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { shouldLogError } from './error-logging';

test.prop([fc.dictionary(fc.string(), fc.anything(), { minKeys: 1 })])(
  'logs every plain object with at least one key',
  (error) => {
    expect(shouldLogError(error)).toBe(true);
  },
);

test.prop([fc.string()])('logs every Error, whatever its message', (message) => {
  expect(shouldLogError(new Error(message))).toBe(true);
});

test.prop([fc.anything()])('skips exactly empty plain objects and nothing', (error) => {
  const empty =
    error === null ||
    error === undefined ||
    (typeof error === 'object' &&
      [Object.prototype, null].includes(Object.getPrototypeOf(error)) &&
      Reflect.ownKeys(error).length === 0);
  expect(shouldLogError(error)).toBe(!empty);
});
