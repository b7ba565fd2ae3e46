import type { CacheEntry } from '@kmx/domain/ports';

/**
 * The largest entry (as stored, in bytes) written to the shared tier: 1 MiB. Redis takes values up
 * to 512 MB, but it answers one command at a time and every instance's miss reads the value whole
 * within the command timeout; the sandbox's largest page is about 150 kB and its largest data
 * entry less. A larger value stays in the instance's memory tier alone.
 */
export const maxSharedEntryBytes = 1024 * 1024;

/**
 * The entry as stored: `{ value, storedAt }` JSON, so every instance judges freshness by the time
 * of storage the same way; `null` when it is larger than `maxBytes` (or not JSON at all).
 */
export function encodeCacheEntry(
  entry: CacheEntry<unknown>,
  maxBytes: number = maxSharedEntryBytes,
): string | null {
  let text: string | undefined;
  try {
    text = JSON.stringify({ value: entry.value, storedAt: entry.storedAt });
  } catch {
    return null; // a cycle or a BigInt: nothing another instance could read
  }
  if (text === undefined) return null;
  // A UTF-16 unit is at most 3 bytes: the byte count is needed only near the limit.
  if (text.length * 3 <= maxBytes) return text;
  return Buffer.byteLength(text, 'utf8') <= maxBytes ? text : null;
}

/** A stored entry read back; `null` for anything that is not one (another program's key, damage). */
export function decodeCacheEntry<Value>(text: string): CacheEntry<Value> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return null;
  const { value, storedAt } = parsed as { value: unknown; storedAt: unknown };
  if (typeof storedAt !== 'number' || !Number.isFinite(storedAt)) return null;
  return { value: value as Value, storedAt };
}

/**
 * How a cache's entries are kept in Redis. JSON (`jsonEntryCodec`) unless a cache knows a cheaper
 * form for its values, as the page cache does for its HTML.
 */
export interface RedisEntryCodec<Value> {
  /** The stored form, or `null` when it would be larger than `maxBytes` or cannot be stored. */
  encode(entry: CacheEntry<Value>, maxBytes: number): string | Buffer | null;
  /** The entry back; `null` for anything that is not one (another program's key, damage). */
  decode(stored: Buffer): CacheEntry<Value> | null;
}

/** Entries as `{ value, storedAt }` JSON. */
export function jsonEntryCodec<Value>(): RedisEntryCodec<Value> {
  return {
    encode: encodeCacheEntry,
    decode: (stored) => decodeCacheEntry<Value>(stored.toString('utf8')),
  };
}
