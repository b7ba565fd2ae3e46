import type { WireFlowRelease } from '@kmx/domain/portal';
import type { Logger, WireFlowDownload, WireFlowDownloads } from '@kmx/domain/ports';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { getJson, upstreamFailure } from './get-json';
import { fileHeadersSchema, releasesAnswerSchema } from './wire-flow-schemas';

export interface HttpWireFlowDownloadsOptions {
  /** Where the download service answers `GET /releases` and `GET /files/{id}`. */
  readonly baseUrl: string;
  /**
   * Time limit in milliseconds of a listing, of a file's headers, and of each wait for the next
   * part of a file: a long download is fine, a stalled one is not.
   */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

const service = 'Wire-flow downloads';
const plainId = /^[\w.-]{1,100}$/;

/** `filename*=UTF-8''…` (RFC 6266) before `filename="…"`; `null` when neither is there. */
function fileNameOf(disposition: string): string | null {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      return null;
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ??
    null
  );
}

/**
 * The download center's service over HTTP. A file's bytes are handed on as they arrive, never held
 * whole; stopping the reading (the visitor went away) cancels the upstream answer.
 */
export class HttpWireFlowDownloads implements WireFlowDownloads {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly logger: Logger | undefined;

  constructor(options: HttpWireFlowDownloadsOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.logger = options.logger;
  }

  async releases(callerToken: string): Promise<readonly WireFlowRelease[]> {
    this.logger?.debug('wire-flow request', { request: 'releases' });
    const answer = await getJson({
      service,
      operation: 'releases',
      url: `${this.baseUrl}/releases`,
      headers: { authorization: `Bearer ${callerToken}` },
      schema: releasesAnswerSchema,
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
    return answer.releases;
  }

  async open(fileId: string): Promise<WireFlowDownload | null> {
    if (!plainId.test(fileId)) return null;
    this.logger?.debug('wire-flow request', { request: `file ${fileId}` });
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new Error('timed out')), this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/files/${fileId}`, {
        signal: controller.signal,
      });
    } catch (error) {
      clearTimeout(timer);
      throw upstreamFailure(service, error);
    }
    const letGo = () => {
      clearTimeout(timer);
      response.body?.cancel().catch(() => undefined);
    };
    const fail = (cause: unknown) => {
      letGo();
      return upstreamFailure(service, cause, response.status);
    };
    if (response.status === 404) {
      letGo();
      return null;
    }
    if (!response.ok || response.body === null) {
      throw fail(new Error(`file answered ${response.status}`));
    }
    const headers = fileHeadersSchema.safeParse(Object.fromEntries(response.headers));
    const name = headers.success ? fileNameOf(headers.data['content-disposition']) : null;
    if (!headers.success) throw fail(UpstreamDataError.fromZod('file', headers.error));
    if (name === null) {
      throw fail(new UpstreamDataError('file', 'content-disposition', 'names no file'));
    }
    const reader = response.body.getReader();
    const timeoutMs = this.timeoutMs;
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error('stalled')), timeoutMs);
    };
    rearm();
    async function* body(): AsyncGenerator<Uint8Array> {
      try {
        for (;;) {
          let part: ReadableStreamReadResult<Uint8Array>;
          try {
            part = await reader.read();
          } catch (error) {
            throw upstreamFailure(service, error, response.status);
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
      file: {
        id: fileId,
        name,
        sizeBytes: headers.data['content-length'],
        sha256: headers.data['x-checksum-sha256'],
      },
      body: body(),
    };
  }
}
