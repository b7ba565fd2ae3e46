/** The bytes a `Range` header asks of a file of `size` bytes (RFC 9110 14.2), both ends included. */
export type ByteRange =
  | { readonly kind: 'whole' }
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const singleRange = /^bytes=(\d*)-(\d*)$/;

/**
 * One range of bytes, as players ask for them (`bytes=0-`, `bytes=100-199`, `bytes=-500`). A header
 * that is absent, not understood or asks for several ranges gets the whole file, as the RFC allows;
 * a range starting past the end cannot be served.
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = singleRange.exec(header?.trim() ?? '');
  if (match === null) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
