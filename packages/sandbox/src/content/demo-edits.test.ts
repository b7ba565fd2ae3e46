import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { CachePurgeNotice } from './CachePurgeNotice';
import { createContentService } from './content-service';

interface Received {
  readonly secret: string | undefined;
  readonly body: unknown;
}

let content: LoopbackServer;
/** Stands for the product's `POST /api/cache/purge`. */
let product: LoopbackServer;
let received: Received[];
let notice: CachePurgeNotice;

beforeEach(async () => {
  received = [];
  product = await listenOnLoopback((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      const secret = request.headers['x-cache-purge-secret'];
      received.push({
        secret: typeof secret === 'string' ? secret : undefined,
        body: JSON.parse(text),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"purged":{}}');
    });
  });
  notice = new CachePurgeNotice();
  content = await listenOnLoopback(createContentService({ notice }));
});

afterEach(async () => {
  await content.close();
  await product.close();
});

const endpoint = () => ({ url: `${product.origin}/api/cache/purge`, secret: 'the secret' });

async function graphql(query: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${content.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Record<string, unknown>;
}

function demoEdit(body: unknown) {
  return fetch(`${content.origin}/demo/page-title`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the demo edit of a page title', () => {
  it('changes the title the content service answers and tells the product, with its secret', async () => {
    notice.use(endpoint());
    const response = await demoEdit({ id: 'page-company', language: 'en', title: 'Edited' });
    expect(await response.json()).toEqual({ purged: true });
    expect(received).toEqual([
      { secret: 'the secret', body: { ids: ['page-company'], paths: ['/company'] } },
    ]);
    const answer = await graphql('{ pageById(id: "page-company") { title contentLanguage } }');
    expect(answer).toEqual({ data: { pageById: { title: 'Edited', contentLanguage: 'en' } } });
  });

  it('changes the title but tells nobody before the product said where', async () => {
    const response = await demoEdit({ id: 'page-company', language: 'en', title: 'Edited' });
    expect(await response.json()).toEqual({ purged: false });
    expect(received).toEqual([]);
  });

  it('refuses a body without id, language and title, and an unknown page', async () => {
    expect((await demoEdit({ id: 'page-company' })).status).toBe(400);
    expect((await demoEdit({ id: 'no-such-page', language: 'en', title: 'x' })).status).toBe(404);
  });
});

describe("the editor area's translation actions", () => {
  it('tell the product which page changed', async () => {
    notice.use(endpoint());
    await graphql('mutation { startTranslation(pageId: "page-careers") { pageId } }');
    await graphql('mutation { resetTranslation(pageId: "page-careers") { pageId } }');
    expect(received.map(({ body }) => body)).toEqual([
      { ids: ['page-careers'], paths: ['/careers'] },
      { ids: ['page-careers'], paths: ['/careers'] },
    ]);
  });
});
