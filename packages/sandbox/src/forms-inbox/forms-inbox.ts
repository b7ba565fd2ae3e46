import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { formsInboxPage } from './forms-inbox-page';
import { InboxStore } from './forms-inbox-store';

export interface FormsInboxOptions {
  /** While it answers true, every post is refused with 503, as a receiving service that is down. */
  readonly failing?: () => boolean;
  /** Stamps what arrives. */
  readonly now?: () => Date;
  /** Where the entries are kept across restarts (JSON lines); unset: memory only. */
  readonly dataFile?: string;
  /** How many entries are kept, newest first. */
  readonly limit?: number;
}

/** Bigger than any form the product accepts (16 kB) with its envelope. */
const maxBodyBytes = 64 * 1024;
const maxKeyLength = 200;

function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

type Body = { kind: 'read'; text: string } | { kind: 'too-large' };

async function readBody(request: IncomingMessage): Promise<Body> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request as AsyncIterable<Buffer>) {
    size += part.byteLength;
    if (size > maxBodyBytes) return { kind: 'too-large' };
    parts.push(part);
  }
  return { kind: 'read', text: Buffer.concat(parts).toString('utf8') };
}

function parseObject(text: string): Readonly<Record<string, unknown>> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The forms inbox stand-in: the webhook a CRM or a mail gateway would offer. `POST /submissions`
 * keeps a JSON submission once per `idempotency-key` (201 `{ received: true }`, a repeat 200
 * `{ duplicate: true }`), `GET /submissions` lists them newest first, `GET /` shows them on a page
 * for the developer.
 */
export function createFormsInbox(options: FormsInboxOptions = {}): RequestListener {
  const store = new InboxStore({
    ...(options.dataFile !== undefined && { file: options.dataFile }),
    ...(options.limit !== undefined && { limit: options.limit }),
  });
  const now = options.now ?? (() => new Date());
  const failing = options.failing ?? (() => false);

  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (failing()) {
      // The body is left unread: the connection closes with the answer.
      sendJson(
        response,
        503,
        { error: 'The forms inbox is down on purpose' },
        { connection: 'close' },
      );
      return;
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.trim() === '' || key.length > maxKeyLength) {
      sendJson(response, 400, { error: 'An idempotency-key header is required' });
      return;
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      sendJson(response, 415, { error: 'Send the submission as application/json' });
      return;
    }
    const body = await readBody(request);
    if (body.kind === 'too-large') {
      sendJson(response, 413, { error: 'The submission is too large' }, { connection: 'close' });
      return;
    }
    const submission = parseObject(body.text);
    if (submission === null) {
      sendJson(response, 400, { error: 'The body is not a JSON object' });
      return;
    }
    const kept = store.add({ idempotencyKey: key, receivedAt: now().toISOString(), submission });
    if (kept) sendJson(response, 201, { received: true });
    else sendJson(response, 200, { duplicate: true });
  }

  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://forms-inbox.invalid');
    const method = request.method ?? 'GET';
    if (pathname === '/submissions' && method === 'POST') {
      receive(request, response).catch(() => {
        if (!response.headersSent) sendJson(response, 400, { error: 'The body could not be read' });
        else response.destroy();
      });
    } else if (pathname === '/submissions' && method === 'GET') {
      sendJson(response, 200, { submissions: store.list() });
    } else if (pathname === '/' && method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(formsInboxPage(store.list()));
    } else if (pathname === '/' || pathname === '/submissions') {
      sendJson(
        response,
        405,
        { error: `Use ${pathname === '/' ? 'GET' : 'GET or POST'}` },
        {
          allow: pathname === '/' ? 'GET' : 'GET, POST',
        },
      );
    } else {
      sendJson(response, 404, { error: `No such path: ${pathname}` });
    }
  };
}
