import { upstreamFailure } from './get-json';

/** An id that is a single path segment as it stands: anything else names no file. */
export const plainFileId = /^[\w.-]{1,100}$/;

/** `filename*=UTF-8''…` (RFC 6266) before `filename="…"`; `null` when neither is there. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ??
    null
  );
}

export interface StreamedFileRequest {
  /** The upstream's name in errors, e.g. "Wire-flow downloads". */
  readonly service: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Time limit of the headers, and of each wait for the next part of the file. */
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

/** A file answer whose headers have arrived; its bytes are read from `body()` as they come. */
export interface StreamedFileAnswer {
  readonly headers: Headers;
  /** The bytes, handed on as they arrive; stopping the reading cancels the upstream answer. */
  body(): AsyncGenerator<Uint8Array>;
  /** Lets the answer go (its headers do not do) and gives the error to throw. */
  fail(cause: unknown): Error;
}

/**
 * Asks an upstream for a file: `null` when it has none (404), an error for any other failure, and
 * otherwise the answer, whose bytes are never held whole. A long download is fine, a stalled one
 * is not: each wait for the next part has the time limit again.
 */
export async function fetchStreamedFile(
  request: StreamedFileRequest,
): Promise<StreamedFileAnswer | null> {
  const { service, timeoutMs } = request;
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error('timed out')), timeoutMs);
  let response: Response;
  try {
    response = await request.fetch(request.url, {
      ...(request.headers === undefined ? {} : { headers: request.headers }),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    throw upstreamFailure(service, error);
  }
  const status = response.status;
  const fail = (cause: unknown): Error => {
    clearTimeout(timer);
    response.body?.cancel().catch(() => undefined);
    return upstreamFailure(service, cause, status);
  };
  if (status === 404) {
    fail(new Error('no such file'));
    return null;
  }
  const stream = response.body;
  // A 401 here means the server's credential is wrong: a configuration fault, not a missing file.
  if (!response.ok || stream === null) throw fail(new Error(`file answered ${status}`));
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error('stalled')), timeoutMs);
  };
  rearm();
  const reader = stream.getReader();
  async function* body(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        let part: ReadableStreamReadResult<Uint8Array>;
        try {
          part = await reader.read();
        } catch (error) {
          throw upstreamFailure(service, error, status);
        }
        if (part.done) return;
        rearm();
        yield part.value;
      }
    } finally {
      clearTimeout(timer);
      await reader.cancel().catch(() => undefined);
    }
  }
  return { headers: response.headers, body, fail };
}
