import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { cacheKey } from './cache-key';

// Few, separator-heavy characters, so near-collisions are actually tried.
const part = fc.string({ unit: fc.constantFrom('a', ':', '|', '%', '3', 'A'), maxLength: 6 });
const parts = fc.tuple(part, fc.array(part, { maxLength: 3 }));

test.prop([parts, fc.boolean(), parts, fc.boolean()])(
  'gives different keys to different parts or modes',
  ([firstA, restA], nextA, [firstB, restB], nextB) => {
    const a = [firstA, ...restA] as const;
    const b = [firstB, ...restB] as const;
    const same = nextA === nextB && JSON.stringify(a) === JSON.stringify(b);
    expect(cacheKey(a, nextA) === cacheKey(b, nextB)).toBe(same);
  },
);
