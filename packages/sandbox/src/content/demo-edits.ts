import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CachePurgeNotice } from './CachePurgeNotice';
import { findPageById } from './page-lookup';
import type { TitleEdits } from './title-edits';

const demoPageTitlePath = '/demo/page-title';
const maxBodyBytes = 4096;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > maxBodyBytes) return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `POST /demo/page-title` with `{"id":"…","language":"en","title":"…"}`: a demo edit, as an
 * editor publishing a changed title; the product is told to purge the page (docs/sandbox.md).
 * Answers once the product has answered, with whether it purged. Everything else goes to `service`.
 */
export function withDemoEdits(
  service: RequestListener,
  edits: TitleEdits,
  notice: CachePurgeNotice,
): RequestListener {
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://content.invalid');
    if (pathname !== demoPageTitlePath) {
      service(request, response);
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { error: 'Method not allowed' });
      return;
    }
    void bodyOf(request).then(async (body) => {
      const { id, language, title } = (body ?? {}) as Record<string, unknown>;
      if (typeof id !== 'string' || typeof language !== 'string' || typeof title !== 'string') {
        answer(response, 400, { error: 'Send {"id":"…","language":"en","title":"…"}' });
        return;
      }
      if (findPageById(id, 'PUBLISHED') === undefined) {
        answer(response, 404, { error: 'No published page has that id' });
        return;
      }
      edits.set(id, language, title);
      answer(response, 200, { purged: await notice.pagesChanged([id]) });
    });
  };
}
