import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isRegionCode, regionCodes } from './region-codes';

test.prop([fc.string()])('only two upper-case letters can be a region code', (text) => {
  if (isRegionCode(text)) expect(text).toMatch(/^[A-Z]{2}$/);
});

test.prop([fc.constantFrom(...regionCodes)])(
  'every listed code is recognised, and only in upper case',
  (code) => {
    expect(isRegionCode(code)).toBe(true);
    expect(isRegionCode(code.toLowerCase())).toBe(false);
  },
);
