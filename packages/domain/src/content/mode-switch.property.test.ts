import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { queryFlag } from './mode-switch';

test.prop([fc.string(), fc.array(fc.string(), { minLength: 1, maxLength: 3 })])(
  'a repeated parameter reads as its first value alone',
  (name, values) => {
    expect(queryFlag({ [name]: values }, name)).toBe(queryFlag({ [name]: values[0] }, name));
  },
);

test.prop([fc.string(), fc.string()])(
  'a present flag is always trimmed lower-case text',
  (name, value) => {
    const flag = queryFlag({ [name]: value }, name);
    expect(flag).toBe(flag?.trim().toLowerCase());
    expect(flag).toBeDefined();
  },
);
