import { describe, expect, it } from 'vitest';
import { decodeCacheEntry, encodeCacheEntry, maxSharedEntryBytes } from './redis-cache-entry';

describe('an entry as the shared tier stores it', () => {
  it('is its value and time of storage as JSON', () => {
    expect(encodeCacheEntry({ value: { status: 200, parts: ['<p>', '</p>'] }, storedAt: 5 })).toBe(
      '{"value":{"status":200,"parts":["<p>","</p>"]},"storedAt":5}',
    );
  });

  it('is not written when larger than 1 MiB', () => {
    const limit = 'x'.repeat(maxSharedEntryBytes - '{"value":"","storedAt":1}'.length);
    expect(encodeCacheEntry({ value: limit, storedAt: 1 })).not.toBeNull();
    expect(encodeCacheEntry({ value: `${limit}x`, storedAt: 1 })).toBeNull();
  });

  it('counts bytes, not characters, against the limit', () => {
    // 65 characters either way; 105 bytes with the umlauts.
    expect(encodeCacheEntry({ value: 'ü'.repeat(40), storedAt: 1 }, 70)).toBeNull();
    expect(encodeCacheEntry({ value: 'u'.repeat(40), storedAt: 1 }, 70)).not.toBeNull();
  });

  it('is not written when it cannot be JSON', () => {
    expect(encodeCacheEntry({ value: 10n, storedAt: 1 })).toBeNull();
  });

  it('reads back as nothing when it is not an entry', () => {
    expect(decodeCacheEntry('not json')).toBeNull();
    expect(decodeCacheEntry('null')).toBeNull();
    expect(decodeCacheEntry('{"storedAt":1}')).toBeNull();
    expect(decodeCacheEntry('{"value":1,"storedAt":"yesterday"}')).toBeNull();
    expect(decodeCacheEntry('{"value":1,"storedAt":1e999}')).toBeNull();
  });
});
