import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitedBody, readHead, UploadTooLargeError } from './upload-stream';

async function* source(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

async function collect(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

const chunkLists = fc.array(fc.uint8Array({ minLength: 1, maxLength: 40 }), { maxLength: 12 });

describe('readHead and limitedBody', () => {
  it('read the head in whole chunks and leave the rest', async () => {
    const start = await readHead(
      source([Buffer.from('abc'), Buffer.from('def'), Buffer.from('g')]),
      4,
    );
    expect(start.head.toString()).toBe('abcdef');
    expect(start.ended).toBe(false);
    expect((await collect(limitedBody(start, 100))).toString()).toBe('abcdefg');
  });

  it('say when the upload ended within the head, and an empty one has an empty head', async () => {
    expect(await readHead(source([]), 10)).toMatchObject({ head: Buffer.alloc(0), ended: true });
  });

  it('stop with UploadTooLargeError at the first byte past the limit, letting go of the source', async () => {
    let released = false;
    async function* endless(): AsyncGenerator<Uint8Array> {
      try {
        for (;;) yield new Uint8Array(10);
      } finally {
        released = true;
      }
    }
    const start = await readHead(endless(), 5);
    await expect(collect(limitedBody(start, 95))).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(released).toBe(true);
  });

  it('give back exactly the bytes that came, for any chunks under the limit', async () => {
    await fc.assert(
      fc.asyncProperty(chunkLists, fc.integer({ min: 1, max: 100 }), async (chunks, headBytes) => {
        const whole = Buffer.concat(chunks);
        const start = await readHead(source(chunks), headBytes);
        expect(start.head.length).toBeGreaterThanOrEqual(Math.min(headBytes, whole.length));
        expect(await collect(limitedBody(start, whole.length))).toEqual(whole);
      }),
    );
  });

  it('refuse any upload longer than the limit', async () => {
    await fc.assert(
      fc.asyncProperty(chunkLists, fc.integer({ min: 1, max: 100 }), async (chunks, headBytes) => {
        const size = Buffer.concat(chunks).length;
        fc.pre(size > 0);
        const start = await readHead(source(chunks), headBytes);
        await expect(collect(limitedBody(start, size - 1))).rejects.toBeInstanceOf(
          UploadTooLargeError,
        );
      }),
    );
  });
});
