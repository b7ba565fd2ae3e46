import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byteRange (properties)', () => {
  it('never names a byte outside the file', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (header, size) => {
        const range = byteRange(`bytes=${header}`, size);
        if (range.kind !== 'part') return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.end).toBeLessThan(size);
        expect(range.start).toBeLessThanOrEqual(range.end);
      }),
    );
  });

  it('gives a start inside the file the bytes from there, up to the asked end', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 1_000_000 })
          .chain((size) => fc.tuple(fc.constant(size), fc.nat(size - 1), fc.nat(2_000_000))),
        ([size, start, length]) => {
          expect(byteRange(`bytes=${start}-${start + length}`, size)).toEqual({
            kind: 'part',
            start,
            end: Math.min(start + length, size - 1),
          });
        },
      ),
    );
  });
});
