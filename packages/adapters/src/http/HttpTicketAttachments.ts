import type { TicketAttachment } from '@kmx/domain/portal';
import type {
  Logger,
  OpenedTicketAttachment,
  TicketAttachmentUpload,
  TicketAttachments,
} from '@kmx/domain/ports';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { upstreamFailure } from './get-json';
import {
  attachmentHeadersSchema,
  attachmentIdPattern,
  uploadAnswerSchema,
} from './ticket-attachment-schemas';

export interface HttpTicketAttachmentsOptions {
  /** Where the ticketing service takes files (`POST`) and gives them (`GET {baseUrl}/{id}`). */
  readonly baseUrl: string;
  /**
   * How long the service may keep silent, in milliseconds: before its answer, and between two
   * parts of a file either way. A long transfer is fine, a stalled one is not.
   */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Log lines name the call, never the token nor the file's name. */
  readonly logger?: Logger;
}

const service = 'Ticket attachments';

/** A timer that aborts `controller` unless it is rearmed in time. */
function stallGuard(controller: AbortController, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    rearm() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error('no answer in time')), timeoutMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** The service's own `{ error }` text where it gave one. */
async function refusal(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  let reason = '';
  try {
    const error: unknown = (JSON.parse(text) as { error?: unknown } | null)?.error;
    if (typeof error === 'string' && error !== '') reason = `: ${error}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return new Error(`answered ${response.status}${reason}`);
}

/**
 * The ticketing service's files over HTTP: `POST {baseUrl}` with the raw bytes (`Content-Type`,
 * URI-encoded `X-File-Name`) and `GET {baseUrl}/{id}`, each with the caller's ID token as Bearer.
 * Bytes pass through as they come, both ways, never held whole; an upload whose body fails
 * midway aborts the request, so the service keeps nothing of it.
 */
export class HttpTicketAttachments implements TicketAttachments {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly logger: Logger | undefined;

  constructor(options: HttpTicketAttachmentsOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.logger = options.logger;
  }

  async upload(upload: TicketAttachmentUpload): Promise<TicketAttachment> {
    this.logger?.debug('ticket attachments request', { request: `upload ${upload.mediaType}` });
    const controller = new AbortController();
    const guard = stallGuard(controller, this.timeoutMs);
    async function* body(): AsyncGenerator<Uint8Array> {
      for await (const part of upload.body) {
        guard.rearm();
        yield part;
      }
      guard.rearm();
    }
    guard.rearm();
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(this.baseUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${upload.callerToken}`,
          'content-type': upload.mediaType,
          'x-file-name': encodeURIComponent(upload.name),
          accept: 'application/json',
        },
        // Undici streams an async iterable as the body; `duplex` says the answer may come while
        // the body is still being sent. Neither is in the DOM's types.
        body: body() as unknown as BodyInit,
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit);
      if (!response.ok) throw Object.assign(await refusal(response), { status: response.status });
      text = await response.text();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      throw upstreamFailure(service, error, typeof status === 'number' ? status : null);
    } finally {
      guard.stop();
    }
    let parsed;
    try {
      parsed = uploadAnswerSchema.safeParse(JSON.parse(text));
    } catch (error) {
      throw upstreamFailure(service, error, response.status);
    }
    if (!parsed.success) {
      throw upstreamFailure(
        service,
        UpstreamDataError.fromZod('upload', parsed.error),
        response.status,
      );
    }
    return parsed.data.attachment;
  }

  async open(callerToken: string, attachmentId: string): Promise<OpenedTicketAttachment | null> {
    if (!attachmentIdPattern.test(attachmentId)) return null;
    this.logger?.debug('ticket attachments request', { request: `open ${attachmentId}` });
    const controller = new AbortController();
    const guard = stallGuard(controller, this.timeoutMs);
    guard.rearm();
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}/${attachmentId}`, {
        headers: { authorization: `Bearer ${callerToken}` },
        signal: controller.signal,
      });
    } catch (error) {
      guard.stop();
      throw upstreamFailure(service, error);
    }
    const letGo = () => {
      guard.stop();
      response.body?.cancel().catch(() => undefined);
    };
    if (response.status === 404) {
      letGo();
      return null;
    }
    if (!response.ok || response.body === null) {
      const cause = await refusal(response);
      guard.stop();
      throw upstreamFailure(service, cause, response.status);
    }
    const headers = attachmentHeadersSchema.safeParse(Object.fromEntries(response.headers));
    if (!headers.success) {
      letGo();
      throw upstreamFailure(
        service,
        UpstreamDataError.fromZod('open', headers.error),
        response.status,
      );
    }
    const reader = response.body.getReader();
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
          guard.rearm();
          yield part.value;
        }
      } finally {
        guard.stop();
        await reader.cancel().catch(() => undefined);
      }
    }
    return {
      attachment: {
        id: attachmentId,
        name: headers.data['x-file-name'],
        mediaType: headers.data['content-type'],
        sizeBytes: headers.data['content-length'],
      },
      body: body(),
    };
  }
}
