import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { decodeCacheEntry, encodeCacheEntry } from './redis-cache-entry';

const storedAt = fc.integer({ min: 0, max: 2 ** 45 });

test.prop([fc.jsonValue(), storedAt, fc.integer({ min: 20, max: 2000 })])(
  'gives back what it stored, or stores nothing when the entry is over the limit',
  (value, time, limit) => {
    const text = encodeCacheEntry({ value, storedAt: time }, limit);
    const whole = JSON.stringify({ value, storedAt: time });
    if (Buffer.byteLength(whole, 'utf8') > limit) {
      expect(text).toBeNull();
      return;
    }
    expect(text).not.toBeNull();
    // JSON has one zero: -0 comes back as 0.
    expect(decodeCacheEntry(text ?? '')).toEqual(JSON.parse(whole));
  },
);

test.prop([
  fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  ),
])('reads anything stored under its key without throwing, as an entry or as nothing', (text) => {
  const entry = decodeCacheEntry(text);
  if (entry !== null) expect(Number.isFinite(entry.storedAt)).toBe(true);
});
