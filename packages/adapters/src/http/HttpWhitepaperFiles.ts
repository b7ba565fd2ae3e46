import type { Logger, WhitepaperFile, WhitepaperFiles } from '@kmx/domain/ports';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { upstreamFailure } from './get-json';

export interface HttpWhitepaperFilesOptions {
  /**
   * Where the content service answers `GET /{id}` with a whitepaper's file, e.g.
   * `new URL('/whitepapers', contentUrl)`.
   */
  readonly baseUrl: string;
  /** The server's credential towards the content service, sent as `Authorization: Bearer …`. */
  readonly token: string;
  /** Time limit in milliseconds of the headers, and of each wait for the next part of the file. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

const service = 'Whitepaper files';
/** An id that is a single path segment as it stands: anything else is no whitepaper. */
const plainId = /^[\w.-]{1,100}$/;

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

function sizeOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/**
 * The content service's whitepaper files over HTTP, with the server's token. The bytes are handed
 * on as they arrive; stopping the reading (the visitor went away) cancels the upstream answer.
 */
export class HttpWhitepaperFiles implements WhitepaperFiles {
  private readonly baseUrl: string;
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly logger: Logger | undefined;

  constructor(options: HttpWhitepaperFilesOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.logger = options.logger;
  }

  async open(id: string): Promise<WhitepaperFile | null> {
    if (!plainId.test(id)) return null;
    this.logger?.debug('whitepaper request', { request: `file ${id}` });
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new Error('timed out')), this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/${id}`, {
        headers: { authorization: `Bearer ${this.token}` },
        signal: controller.signal,
      });
    } catch (error) {
      clearTimeout(timer);
      throw upstreamFailure(service, error);
    }
    const fail = (cause: unknown) => {
      clearTimeout(timer);
      response.body?.cancel().catch(() => undefined);
      return upstreamFailure(service, cause, response.status);
    };
    if (response.status === 404) {
      clearTimeout(timer);
      response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.ok || response.body === null) {
      // A 401 here means the server's token is wrong: a configuration fault, not a missing file.
      throw fail(new Error(`file answered ${response.status}`));
    }
    const name = fileNameOf(response.headers.get('content-disposition'));
    if (name === null) {
      throw fail(new UpstreamDataError('whitepaper file', 'content-disposition', 'names no file'));
    }
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    const reader = response.body.getReader();
    const timeoutMs = this.timeoutMs;
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error('stalled')), timeoutMs);
    };
    rearm();
    const status = response.status;
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
    return {
      name,
      contentType,
      sizeBytes: sizeOf(response.headers.get('content-length')),
      body: body(),
    };
  }
}
