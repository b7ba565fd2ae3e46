import { Buffer } from 'node:buffer';

/** The first bytes of an upload, and the rest still to come. */
export interface UploadHead {
  /** At least `headBytes` bytes, unless the upload is shorter; whole chunks, so maybe a few more. */
  readonly head: Buffer;
  readonly rest: AsyncIterator<Uint8Array>;
  /** Whether the upload ended within the head. */
  readonly ended: boolean;
}

/** Reads whole chunks of `source` until `headBytes` arrived or it ended; the rest is left to read. */
export async function readHead(
  source: AsyncIterable<Uint8Array>,
  headBytes: number,
): Promise<UploadHead> {
  const rest = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < headBytes) {
    const next = await rest.next();
    if (next.done === true) return { head: Buffer.concat(chunks), rest, ended: true };
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest, ended: false };
}

/** Thrown by `limitedBody` as soon as the bytes pass the limit: the reading stops there. */
export class UploadTooLargeError extends Error {
  override readonly name = 'UploadTooLargeError';

  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
  }
}

/**
 * The whole upload again, head first, counted as it passes: past `maxBytes` it stops reading and
 * throws `UploadTooLargeError`, so whoever streams it on aborts. Nothing is kept but one chunk.
 */
export async function* limitedBody(
  start: UploadHead,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let size = start.head.length;
  if (size > maxBytes) throw new UploadTooLargeError(maxBytes);
  if (size > 0) yield start.head;
  if (start.ended) return;
  try {
    for (;;) {
      const next = await start.rest.next();
      if (next.done === true) return;
      size += next.value.length;
      if (size > maxBytes) throw new UploadTooLargeError(maxBytes);
      yield next.value;
    }
  } finally {
    // Stopped early (too large, or the reader gave up): let go of the source.
    await start.rest.return?.();
  }
}
