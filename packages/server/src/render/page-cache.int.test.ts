import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { editorCookie, testCookieSecret } from '../test-support/editor-cookie';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
let origin: string;

beforeAll(async () => {
  // An editor's `cache=` steers the caches; the tests act as one where they need to.
  server = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', COOKIE_SECRET: testCookieSecret }),
    { clientDirectory },
  );
  origin = `http://localhost:${new URL(server.url).port}`;
});

afterAll(() => server.close());

function cspNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce).toBeDefined();
  return nonce ?? '';
}

function noncesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? ''));
}

/** The bytes of a page up to the end of its head, read as they arrive. */
async function headOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let html = '';
  while (reader !== undefined && !html.includes('</head>')) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  await reader?.cancel();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the whole-page cache', () => {
  it('answers a second request for a page from the cache, with that response’s own nonce', async () => {
    // Emptied first, so this request renders the page, and keeps it.
    const first = await fetch(`${server.url}/en/company?cache=clear`, {
      headers: { cookie: editorCookie() },
    });
    const firstHtml = await first.text();
    const second = await fetch(`${server.url}/en/company`);
    const secondHtml = await second.text();

    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.status).toBe(200);
    const firstNonce = cspNonce(first);
    const secondNonce = cspNonce(second);
    expect(secondNonce).not.toBe(firstNonce);
    expect(noncesIn(firstHtml)).toEqual(new Set([firstNonce]));
    expect(noncesIn(secondHtml)).toEqual(new Set([secondNonce]));
    expect(secondHtml.replaceAll(secondNonce, 'N')).toBe(firstHtml.replaceAll(firstNonce, 'N'));
  });

  it('keeps an address with a locale prefix apart from the same path without one', async () => {
    // The style guide has no locale handling: it is at `/style-guide` only (spec 2.1).
    const prefixed = await fetch(`${server.url}/de/style-guide?cache=clear`, {
      headers: { cookie: editorCookie() },
    });
    expect(prefixed.status).toBe(404);
    const bare = await fetch(`${server.url}/style-guide`, {
      headers: { cookie: 'kmx-locale.komax=de' },
    });
    expect(bare.status).toBe(200);
    const again = await fetch(`${server.url}/de/style-guide`);
    expect(again.status).toBe(404);
    expect(await again.text()).not.toContain('class="style-guide"');
  });

  it('answers a repeated request as the pipeline did: same page, headers and cookies', async () => {
    const answers = [];
    for (let count = 0; count < 3; count += 1) {
      const response = await fetch(`${server.url}/en/company/history`);
      const nonce = cspNonce(response);
      answers.push({
        html: (await response.text()).replaceAll(nonce, 'N'),
        headers: [...response.headers]
          .filter(([name]) => name !== 'date')
          .map(([name, value]) => [name, value.replaceAll(nonce, 'N')]),
      });
    }
    const [, byPipeline, byShortcut] = answers;
    expect(byPipeline?.headers).toContainEqual(['x-page-cache', 'hit']);
    expect(byPipeline?.headers.some(([name]) => name === 'set-cookie')).toBe(true);
    expect(byShortcut).toEqual(byPipeline);
  });

  it('tells apart repeated requests the pipeline reads differently (the measurement cookie)', async () => {
    const path = `${server.url}/en/products/wire-processing/cutting/cutter-355`;
    const measurement = (html: string) => /"measurementSystem":"(\w+)"/.exec(html)?.[1];
    for (let count = 0; count < 2; count += 1) {
      expect(measurement(await (await fetch(path)).text())).toBe('Metric');
    }
    const imperial = { cookie: 'kmx-measurement-system.komax=Imperial; _ga=GA1.1' };
    for (let count = 0; count < 2; count += 1) {
      expect(measurement(await (await fetch(path, { headers: imperial })).text())).toBe('Imperial');
    }
    expect(measurement(await (await fetch(path)).text())).toBe('Metric');
  });

  it('renders a page afresh for an editor’s cache=false', async () => {
    await fetch(`${server.url}/en/company`).then((response) => response.text());
    const response = await fetch(`${server.url}/en/company?cache=false`, {
      headers: { cookie: editorCookie() },
    });
    const html = await response.text();
    expect(response.headers.get('x-page-cache')).toBe('bypass');
    expect(noncesIn(html)).toEqual(new Set([cspNonce(response)]));
  });

  it('keeps no page that is not found', async () => {
    const first = await fetch(`${server.url}/en/no/such/page`);
    await first.text();
    const second = await fetch(`${server.url}/en/no/such/page`);
    await second.text();
    expect(second.status).toBe(404);
    expect(second.headers.get('x-page-cache')).not.toBe('hit');
  });
});

describe('the document head', () => {
  it('carries title, canonical, language alternates and Open Graph in the first bytes', async () => {
    const head = await headOf(await fetch(`${server.url}/en?cache=false`));
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toContain(`<link rel="canonical" href="${origin}/en"/>`);
    expect(head).toMatch(
      new RegExp(`<link rel="alternate" hreflang="de" href="${origin}/de"/>`, 'i'),
    );
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+"\/>/i);
    expect(head).toContain(`<meta property="og:url" content="${origin}/en"/>`);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toMatch(/<meta property="og:site_name" content="[^"]+"\/>/);
    expect(head).toMatch(/<meta property="og:locale" content="en[^"]*"\/>/);
    expect(head).toMatch(/<meta name="robots" content="index, follow"\/>/);
  });

  it('embeds the whole payload, head and view, for the browser', async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    const embedded = /<script id="kmx-view" type="application\/json">(.*?)<\/script>/s.exec(html);
    const payload = JSON.parse(embedded?.[1] ?? 'null') as Record<string, unknown>;
    expect(payload['status']).toBe(200);
    expect(payload['head']).toMatchObject({ canonical: `${origin}/en` });
    expect(payload['view']).toMatchObject({ kind: 'content', language: 'en' });
  });
});
