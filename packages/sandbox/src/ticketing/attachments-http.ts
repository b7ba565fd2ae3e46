import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentStore } from './attachment-store';
import { attachmentMaxBytes } from './attachment-store';
import type { TicketingDirectory } from './ticketing-data';
import { subjectHeaderName, ticketCaller } from './ticketing-identity';

/** Where the ticketing service takes and gives files: `POST /attachments`, `GET /attachments/{id}`. */
const attachmentsPath = '/attachments';

/** The service's own messages: the product shows its own, these are for its log and for tests. */
const attachmentMessages = {
  unauthenticated: 'Authentication required',
  kind: 'Only images and videos can be attached',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 100 MB',
  name: 'X-File-Name must be a URI-encoded file name',
  notFound: 'No such attachment',
  method: 'Method not allowed',
} as const;

const maxNameLength = 255;

export function isAttachmentsRequest(request: IncomingMessage): boolean {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  return path === attachmentsPath || path.startsWith(`${attachmentsPath}/`);
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  const { authorization } = request.headers;
  const subject = request.headers[subjectHeaderName];
  if (typeof authorization === 'string') headers.set('authorization', authorization);
  if (typeof subject === 'string') headers.set(subjectHeaderName, subject);
  return headers;
}

function fileName(header: string | string[] | undefined): string | null {
  if (header === undefined) return 'attachment';
  if (Array.isArray(header)) return null;
  try {
    const name = decodeURIComponent(header)
      .replace(/[\p{Cc}/\\]/gu, '')
      .trim();
    return name === '' || name.length > maxNameLength ? null : name;
  } catch {
    return null;
  }
}

/** The id as the address names it; one that is not URI-encoded names no file. */
function decodedId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function mediaTypeOf(request: IncomingMessage): string | null {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^(image|video)\/[\w.+-]+$/.test(type) ? type : null;
}

/**
 * Files of tickets: `POST /attachments` takes one file as the raw body (its type as
 * `Content-Type`, its name URI-encoded in `X-File-Name`) and answers 201 `{ attachment }`, pending
 * until a new ticket or a comment names it; `GET /attachments/{id}` streams it back to users of
 * the same organisation only (404 for anyone else). Both need the caller's identity as the
 * GraphQL part does.
 */
export function attachmentsHandler(store: AttachmentStore, directory: TicketingDirectory) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const caller = ticketCaller(fetchHeaders(request), directory);
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    if (caller === null) {
      request.resume();
      sendJson(response, 401, { error: attachmentMessages.unauthenticated });
      return;
    }
    if (request.method === 'POST' && path === attachmentsPath) {
      await receive(request, response, store, caller);
      return;
    }
    const id = path.slice(attachmentsPath.length + 1);
    if ((request.method === 'GET' || request.method === 'HEAD') && id !== '' && !id.includes('/')) {
      const found = await store.open(caller, decodedId(id));
      if (found === null) {
        sendJson(response, 404, { error: attachmentMessages.notFound });
        return;
      }
      const { attachment, body } = found;
      response.writeHead(200, {
        'content-type': attachment.mediaType,
        'content-length': String(attachment.sizeBytes),
        'x-file-name': encodeURIComponent(attachment.name),
        'cache-control': 'private, no-store',
      });
      if (request.method === 'HEAD') {
        body.destroy();
        response.end();
        return;
      }
      await pipeline(body, response).catch(() => undefined);
      return;
    }
    request.resume();
    sendJson(response, 405, { error: attachmentMessages.method }, { allow: 'GET, POST' });
  };
}

async function receive(
  request: IncomingMessage,
  response: ServerResponse,
  store: AttachmentStore,
  caller: NonNullable<ReturnType<typeof ticketCaller>>,
): Promise<void> {
  const refuse = (status: number, error: string) => {
    // The rest of the body is not read: the connection closes after the answer.
    sendJson(response, status, { error }, { connection: 'close' });
  };
  const mediaType = mediaTypeOf(request);
  if (mediaType === null) return refuse(415, attachmentMessages.kind);
  const name = fileName(request.headers['x-file-name']);
  if (name === null) return refuse(400, attachmentMessages.name);
  if (Number(request.headers['content-length'] ?? 0) > attachmentMaxBytes) {
    return refuse(413, attachmentMessages.tooLarge);
  }
  // The store reads a stream of its own, so that stopping at the limit ends only that stream and
  // the request can still be answered.
  const body = new PassThrough();
  request.pipe(body);
  request.on('close', () => {
    if (!request.complete) body.destroy(new Error('The upload was cut off'));
  });
  let outcome;
  try {
    outcome = await store.receive({ caller, name, mediaType, body });
  } catch {
    // The client went away midway: nobody is left to answer; the store kept nothing.
    response.destroy();
    return;
  }
  request.unpipe(body);
  switch (outcome.kind) {
    case 'tooLarge':
      return refuse(413, attachmentMessages.tooLarge);
    case 'empty':
      return refuse(400, attachmentMessages.empty);
    case 'saved':
      return sendJson(response, 201, { attachment: outcome.attachment });
    default:
      return outcome satisfies never;
  }
}
