import { randomBytes } from 'node:crypto';

/**
 * A stand-in for the CSP nonce while a page is rendered for the cache: random per process, so page
 * content cannot contain it by chance or on purpose, and made of letters and digits only, so HTML
 * escaping leaves it as it is.
 */
export function newNoncePlaceholder(): string {
  return `kmxnonce${randomBytes(16).toString('hex')}`;
}

export interface NonceFiller {
  /** The bytes of `chunk` that can go out now, the placeholder replaced. */
  push(chunk: Uint8Array): Buffer;
  /** What was held back at the end. */
  end(): Buffer;
}

/** How many bytes at the end of `bytes` could be the start of `placeholder`. */
function heldBackLength(bytes: Buffer, placeholder: Buffer): number {
  for (let length = Math.min(placeholder.length - 1, bytes.length); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(placeholder.subarray(0, length))) {
      return length;
    }
  }
  return 0;
}

/** Where every whole placeholder in `bytes` starts, left to right, not overlapping. */
function occurrences(bytes: Buffer, placeholder: Buffer): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(placeholder); at !== -1;) {
    found.push(at);
    at = bytes.indexOf(placeholder, at + placeholder.length);
  }
  return found;
}

function replaced(bytes: Buffer, starts: readonly number[], length: number, nonce: Buffer): Buffer {
  if (starts.length === 0) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  for (const start of starts) {
    parts.push(bytes.subarray(from, start), nonce);
    from = start + length;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Puts the response's nonce in place of the placeholder in a streamed page. A chunk may end in the
 * middle of the placeholder, so such an end is held back until the next chunk shows whether it
 * was one. The placeholder is ASCII, so a byte-wise match never cuts a UTF-8 character.
 */
export function nonceFiller(placeholder: string, nonce: string): NonceFiller {
  const wanted = Buffer.from(placeholder, 'utf8');
  const replacement = Buffer.from(nonce, 'utf8');
  let carried = Buffer.alloc(0);
  return {
    push(chunk) {
      const bytes = Buffer.concat([carried, chunk]);
      const starts = occurrences(bytes, wanted);
      const lastEnd = starts.length === 0 ? 0 : (starts.at(-1) ?? 0) + wanted.length;
      // Only what follows the last whole placeholder may be the start of the next one.
      const ready = bytes.length - heldBackLength(bytes.subarray(lastEnd), wanted);
      carried = Buffer.from(bytes.subarray(ready));
      return replaced(bytes.subarray(0, ready), starts, wanted.length, replacement);
    },
    end() {
      const rest = carried;
      carried = Buffer.alloc(0);
      return rest;
    },
  };
}
