import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cachedPageCodec } from './cached-page-codec';

const limit = 1024 * 1024;
const text = (parts: readonly (string | Uint8Array)[]) =>
  parts.map((part) => (typeof part === 'string' ? part : Buffer.from(part).toString('utf8')));

describe('cachedPageCodec', () => {
  it('keeps a page as a line of JSON and then its parts’ bytes', () => {
    const stored = cachedPageCodec.encode(
      { value: { status: 404, parts: ['<p>ü', '</p>'] }, storedAt: 1234 },
      limit,
    );
    expect(stored?.toString('utf8')).toBe(
      '{"storedAt":1234,"status":404,"lengths":[5,4]}\n<p>ü</p>',
    );
  });

  it('reads the page back with its parts as bytes, ready to send', () => {
    const stored = cachedPageCodec.encode(
      { value: { status: 200, parts: ['<html nonce="', '">…</html>'] }, storedAt: 7 },
      limit,
    );
    const entry = stored === null ? null : cachedPageCodec.decode(Buffer.from(stored));
    expect(entry?.storedAt).toBe(7);
    expect(entry?.value.status).toBe(200);
    expect(entry?.value.parts.every((part) => part instanceof Uint8Array)).toBe(true);
    expect(text(entry?.value.parts ?? [])).toEqual(['<html nonce="', '">…</html>']);
  });

  it('stores nothing larger than the limit', () => {
    const entry = { value: { status: 200, parts: ['x'.repeat(100)] }, storedAt: 1 };
    const size = Buffer.byteLength(cachedPageCodec.encode(entry, limit) ?? '');
    expect(cachedPageCodec.encode(entry, size)).not.toBeNull();
    expect(cachedPageCodec.encode(entry, size - 1)).toBeNull();
  });

  it.each([
    ['no header line', '<html>'],
    ['a header that is not JSON', '{storedAt\n<html>'],
    ['a header without the time of storage', '{"status":200,"lengths":[6]}\n<html>'],
    ['a negative length', '{"storedAt":1,"status":200,"lengths":[-1]}\n<html>'],
    ['parts longer than the bytes', '{"storedAt":1,"status":200,"lengths":[60]}\n<html>'],
    ['bytes beyond the parts', '{"storedAt":1,"status":200,"lengths":[2]}\n<html>'],
    ['JSON of the data cache', '{"value":{"status":200,"parts":["x"]},"storedAt":1}'],
  ])('reads %s as no page', (_case, stored) => {
    expect(cachedPageCodec.decode(Buffer.from(stored, 'utf8'))).toBeNull();
  });
});

test.prop([
  fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }),
  fc.integer({ min: 100, max: 599 }),
  fc.nat(),
])('gives back every page it stored, byte for byte', (parts, status, storedAt) => {
  const stored = cachedPageCodec.encode({ value: { status, parts }, storedAt }, limit);
  expect(stored).not.toBeNull();
  const entry = cachedPageCodec.decode(Buffer.from(stored ?? ''));
  expect(entry?.storedAt).toBe(storedAt);
  expect(entry?.value.status).toBe(status);
  expect(text(entry?.value.parts ?? [])).toEqual(parts);
});

test.prop([fc.uint8Array({ maxLength: 200 })])(
  'never throws on bytes it did not write',
  (bytes) => {
    const entry = cachedPageCodec.decode(Buffer.from(bytes));
    if (entry !== null) expect(Array.isArray(entry.value.parts)).toBe(true);
  },
);
