import type { Logger, WhitepaperFile, WhitepaperFiles } from '@kmx/domain/ports';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { fetchStreamedFile, fileNameOf, plainFileId } from './streamed-file';

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
    if (!plainFileId.test(id)) return null;
    this.logger?.debug('whitepaper request', { request: `file ${id}` });
    const answer = await fetchStreamedFile({
      service,
      url: `${this.baseUrl}/${id}`,
      headers: { authorization: `Bearer ${this.token}` },
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
    if (answer === null) return null;
    const name = fileNameOf(answer.headers.get('content-disposition'));
    if (name === null) {
      throw answer.fail(
        new UpstreamDataError('whitepaper file', 'content-disposition', 'names no file'),
      );
    }
    return {
      name,
      contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
      sizeBytes: sizeOf(answer.headers.get('content-length')),
      body: answer.body(),
    };
  }
}
