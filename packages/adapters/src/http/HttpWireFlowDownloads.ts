import type { WireFlowRelease } from '@kmx/domain/portal';
import type { Logger, WireFlowDownload, WireFlowDownloads } from '@kmx/domain/ports';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { getJson } from './get-json';
import { fetchStreamedFile, fileNameOf, plainFileId } from './streamed-file';
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
    if (!plainFileId.test(fileId)) return null;
    this.logger?.debug('wire-flow request', { request: `file ${fileId}` });
    const answer = await fetchStreamedFile({
      service,
      url: `${this.baseUrl}/files/${fileId}`,
      timeoutMs: this.timeoutMs,
      fetch: this.fetch,
    });
    if (answer === null) return null;
    const headers = fileHeadersSchema.safeParse(Object.fromEntries(answer.headers));
    if (!headers.success) throw answer.fail(UpstreamDataError.fromZod('file', headers.error));
    const name = fileNameOf(headers.data['content-disposition']);
    if (name === null) {
      throw answer.fail(new UpstreamDataError('file', 'content-disposition', 'names no file'));
    }
    return {
      file: {
        id: fileId,
        name,
        sizeBytes: headers.data['content-length'],
        sha256: headers.data['x-checksum-sha256'],
      },
      body: answer.body(),
    };
  }
}
