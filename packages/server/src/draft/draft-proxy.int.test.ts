import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draftQueries } from '@kmx/adapters';
import { loadConfig, type Config } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { editorAccessFor } from './editor-access-for';
import { editorCookieName } from './SignedCookieEditorAccess';
import { editorPasswordInForce } from '../editor-area/editor-password';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);

type UpstreamAnswer = (body: string) => { status: number; text: string } | 'hang up';

const answerNoPage: UpstreamAnswer = () => ({
  status: 200,
  text: JSON.stringify({ data: { page: null } }),
});

/** A content service that records what reaches it and answers as a test says. */
const upstream = {
  seen: [] as { headers: IncomingHttpHeaders; body: string }[],
  answer: answerNoPage,
};

// Each test starts with a content service that has seen nothing and answers normally.
beforeEach(() => {
  upstream.seen.length = 0;
  upstream.answer = answerNoPage;
});
let stub: Server;

let sandboxConfig: Config;
let stubConfig: Config;
let onSandbox: RunningServer;
let onStub: RunningServer;

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      upstream.seen.push({ headers: request.headers, body });
      const answer = upstream.answer(body);
      if (answer === 'hang up') request.socket.destroy();
      else
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/graphql`;
  // The servers' editor access and the test's cookies share a key through COOKIE_SECRET.
  const secret = {
    PORT: '0',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'a draft proxy test secret, 32+ chars',
  };
  sandboxConfig = loadConfig(secret);
  stubConfig = loadConfig({ ...secret, CONTENT_URL: stubUrl });
  [onSandbox, onStub] = await Promise.all([
    startServer(sandboxConfig, { clientDirectory }),
    startServer(stubConfig, { clientDirectory }),
  ]);
});

afterAll(async () => {
  await Promise.all([onSandbox.close(), onStub.close()]);
  await new Promise((resolve) => stub.close(resolve));
});

/** Without PUBLIC_ORIGIN the site's origin is `http://localhost:{port}`, whatever Host says. */
function ownOrigin(server: RunningServer): string {
  return `http://localhost:${new URL(server.url).port}`;
}

function draftRequest(
  server: RunningServer,
  config: Config,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}/api/draft-proxy`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ownOrigin(server),
      'sec-fetch-site': 'same-origin',
      cookie: `${editorCookieName}=${encodeURIComponent(editorAccessFor(config, editorPasswordInForce(config)).issue(Date.now()))}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const draftPage = (path: string, siteId?: string) => ({
  query: draftQueries.DraftPage.document,
  variables: { path, ...(siteId && { siteId }), language: 'de' },
});

async function error(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { error: string }).error;
}

describe('POST /api/draft-proxy', () => {
  it('passes a draft query of an editor on our own page to the content service', async () => {
    const response = await draftRequest(
      onSandbox,
      sandboxConfig,
      draftPage('/company/innovation-lab'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await response.json()) as {
      data: { page: { id: string; isPublished: boolean } };
    };
    expect(data.page).toMatchObject({ id: 'page-innovation-lab', isPublished: false });
  });

  it('refuses a request from another origin', async () => {
    const response = await draftRequest(onSandbox, sandboxConfig, draftPage('/company'), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await error(response)).toBe('Draft content is served only to pages of this site');
  });

  it('refuses an Origin that only repeats the request’s own forged Host', async () => {
    const port = Number(new URL(onStub.url).port);
    const cookie = `${editorCookieName}=${encodeURIComponent(editorAccessFor(stubConfig, editorPasswordInForce(stubConfig)).issue(Date.now()))}`;
    // node:http, as fetch would not send a Host of the test's choosing.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/draft-proxy',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'evil.example',
            origin: 'http://evil.example',
            'sec-fetch-site': 'same-origin',
            cookie,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(draftPage('/company/innovation-lab')));
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      error: 'Draft content is served only to pages of this site',
    });
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a request that does not say where it comes from', async () => {
    const response = await fetch(`${onSandbox.url}/api/draft-proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(draftPage('/company')),
    });
    expect(response.status).toBe(403);
  });

  it('refuses a caller without editor access', async () => {
    const response = await draftRequest(onSandbox, sandboxConfig, draftPage('/company'), {
      cookie: `${editorCookieName}=forged.value`,
    });
    expect(response.status).toBe(403);
    expect(await error(response)).toBe('Draft content needs editor access');
  });

  it('refuses any query but its own', async () => {
    const response = await draftRequest(onSandbox, sandboxConfig, {
      query:
        'query { page(path: "/internal", siteId: "site-productronica", stage: DRAFT) { blocks { __typename } } }',
    });
    expect(response.status).toBe(403);
    expect(await error(response)).toBe('Only the draft queries of this site are passed on');
  });

  it('refuses the draft of a protected page', async () => {
    const response = await draftRequest(
      onSandbox,
      sandboxConfig,
      draftPage('/internal', 'site-productronica'),
    );
    expect(response.status).toBe(403);
    expect(await error(response)).toBe('Protected pages cannot be previewed as drafts');
  });

  it.each([
    ['not JSON', '{"query":', 400],
    ['no query', { variables: {} }, 400],
    ['wrong variables', { query: draftQueries.DraftPage.document, variables: { path: 7 } }, 400],
    ['too big', { query: 'x'.repeat(20_000) }, 413],
  ])('answers a body that is %s with a 4xx in JSON', async (_case, body, status) => {
    const response = await draftRequest(onSandbox, sandboxConfig, body);
    expect(response.status).toBe(status);
    expect(await error(response)).toBeTruthy();
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${onSandbox.url}/api/draft-proxy`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('sends the content service none of the browser’s cookies or credentials', async () => {
    const response = await draftRequest(onStub, stubConfig, draftPage('/company'), {
      authorization: 'Bearer browser-token',
    });
    expect(response.status).toBe(200);
    const [seen] = upstream.seen;
    expect(seen?.headers['cookie']).toBeUndefined();
    expect(seen?.headers['authorization']).toBeUndefined();
    expect(seen?.headers['x-locale']).toBe('de,en');
    expect(JSON.parse(seen?.body ?? '{}')).toEqual({
      operationName: 'DraftPage',
      query: draftQueries.DraftPage.document,
      variables: { path: '/company' },
    });
  });

  it('answers 502 when the content service answers with an error or nonsense', async () => {
    for (const answer of [
      { status: 500, text: 'oops' },
      { status: 200, text: 'not json' },
      { status: 200, text: JSON.stringify({ errors: [{ message: 'internal detail' }] }) },
    ]) {
      upstream.answer = () => answer;
      const response = await draftRequest(onStub, stubConfig, draftPage('/company'));
      expect(response.status).toBe(502);
      expect(await error(response)).toBe('The content service could not answer this query');
    }
  });

  it('sanitises the markup of a draft page before it reaches the browser', async () => {
    const hostile =
      '<p id="kmx-view">Draft<script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>' +
      '<a href="#kmx-view" onclick="alert(3)">top</a><iframe src="https://evil.example"></iframe>';
    upstream.answer = () => ({
      status: 200,
      text: JSON.stringify({
        data: {
          page: {
            id: 'page-hostile',
            title: 'Hostile',
            protection: 'none',
            blocks: [
              { __typename: 'RichTextBlock', id: 'b1', html: hostile },
              { __typename: 'ImageBlock', id: 'b2' },
            ],
          },
        },
      }),
    });
    const response = await draftRequest(onStub, stubConfig, draftPage('/hostile'));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { page: { title: string; blocks: { __typename: string; html?: string }[] } };
    };
    const [rich, image] = data.page.blocks;
    expect(rich?.html).toContain('Draft');
    expect(rich?.html).not.toMatch(/<script|onerror|onclick|<iframe|id="kmx-view"/);
    // The product's own id moved aside, and the markup's link to it followed.
    expect(rich?.html).toContain('id="content-kmx-view"');
    expect(rich?.html).toContain('href="#content-kmx-view"');
    expect(image).toEqual({ __typename: 'ImageBlock', id: 'b2' });
    expect(data.page.title).toBe('Hostile');
  });

  it('answers 503 when the content service does not answer', async () => {
    upstream.answer = () => 'hang up';
    const response = await draftRequest(onStub, stubConfig, draftPage('/company'));
    expect(response.status).toBe(503);
    expect(await error(response)).toBe('The content service is not available');
  });
});
