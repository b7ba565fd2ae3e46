import type { IncomingMessage, ServerResponse } from 'node:http';

const formLimitBytes = 16 * 1024;

/**
 * The fields of an `application/x-www-form-urlencoded` body. When a framework in front of the
 * handler has read the body already, its parsed `req.body` is used instead of the stream.
 */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams();
  }
  if (!req.readable) return parsedBody((req as { body?: unknown }).body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > formLimitBytes) throw new Error('The form is larger than the provider accepts.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function parsedBody(body: unknown): URLSearchParams {
  if (typeof body === 'string') return new URLSearchParams(body);
  const form = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') form.append(name, value);
  }
  return form;
}

/** Answers with an HTML page that no cache may keep: it is personal or carries a form secret. */
export function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
