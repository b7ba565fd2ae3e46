import type { RedisEntryCodec } from '@kmx/adapters';
import type { CacheEntry } from '@kmx/domain/ports';
import type { CachedPage } from './CachingPageResponder';

/** Ends the header line; JSON never holds a raw newline. */
const newline = 0x0a;

interface PageHeader {
  readonly storedAt: number;
  readonly status: number;
  /** Each part's length in bytes, in order. */
  readonly lengths: readonly number[];
}

function isPageHeader(value: unknown): value is PageHeader {
  if (typeof value !== 'object' || value === null) return false;
  const { storedAt, status, lengths } = value as Record<string, unknown>;
  return (
    typeof storedAt === 'number' &&
    Number.isFinite(storedAt) &&
    Number.isInteger(status) &&
    Array.isArray(lengths) &&
    lengths.every((length) => Number.isSafeInteger(length) && (length as number) >= 0)
  );
}

function bytesOf(part: string | Uint8Array): Uint8Array {
  return typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
}

/**
 * A kept page in Redis as a line of JSON (when it was stored, its status, its parts' lengths) and
 * then its parts' bytes one after another. A hit reads the bytes and sends them as they are: as
 * `{ value, storedAt }` JSON the page's HTML was decoded from UTF-8, parsed out of its escapes and
 * encoded again for every hit, which made a hit from Redis cost twice one from memory.
 */
export const cachedPageCodec: RedisEntryCodec<CachedPage> = {
  encode(entry: CacheEntry<CachedPage>, maxBytes: number): Buffer | null {
    const parts = entry.value.parts.map(bytesOf);
    const lengths = parts.map((part) => part.byteLength);
    const header = Buffer.from(
      `${JSON.stringify({ storedAt: entry.storedAt, status: entry.value.status, lengths })}\n`,
      'utf8',
    );
    const size = lengths.reduce((sum, length) => sum + length, header.byteLength);
    return size > maxBytes ? null : Buffer.concat([header, ...parts], size);
  },

  decode(stored: Buffer): CacheEntry<CachedPage> | null {
    const end = stored.indexOf(newline);
    if (end === -1) return null;
    let header: unknown;
    try {
      header = JSON.parse(stored.toString('utf8', 0, end));
    } catch {
      return null;
    }
    if (!isPageHeader(header)) return null;
    const parts: Uint8Array[] = [];
    let offset = end + 1;
    for (const length of header.lengths) {
      if (offset + length > stored.length) return null;
      parts.push(stored.subarray(offset, offset + length));
      offset += length;
    }
    if (offset !== stored.length) return null;
    return { value: { status: header.status, parts }, storedAt: header.storedAt };
  },
};
