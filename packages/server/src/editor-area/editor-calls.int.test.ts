import type { TranslationChange } from '@kmx/domain/content';
import type { EditorNavigation, EditorTreeItem } from '@kmx/domain/editor';
import { draftQueries } from '@kmx/adapters';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { editorCookie as issuedEditorCookie } from '../draft/editor-cookie';
import { startServer, type RunningServer } from '../start-server';
import { editorCookie, testCookieSecret } from '../test-support/editor-cookie';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);

/** The product with the embedded sandbox and its demo editor password. */
let product: RunningServer;

beforeAll(async () => {
  product = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', COOKIE_SECRET: testCookieSecret }),
    { clientDirectory },
  );
});

afterAll(() => product.close());

afterEach(() => {
  vi.useRealTimers();
});

/** Without PUBLIC_ORIGIN the site's origin is `http://localhost:{port}`. */
function ownOrigin(server: RunningServer): string {
  return `http://localhost:${new URL(server.url).port}`;
}

/** What the editor area's script sends with start and reset, from our own page. */
function fromEditorArea(server: RunningServer): Record<string, string> {
  return {
    'x-kmx-editor': '1',
    origin: ownOrigin(server),
    'sec-fetch-site': 'same-origin',
  };
}

function get(path: string, headers: Record<string, string> = {}, server = product) {
  return fetch(`${server.url}${path}`, { headers });
}

function asEditor(path: string, headers: Record<string, string> = {}) {
  return get(path, { cookie: editorCookie(), ...headers });
}

async function errorOf(response: Response): Promise<string> {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  return String(body.error);
}

function everyItem(items: readonly EditorTreeItem[]): EditorTreeItem[] {
  return items.flatMap((item) => [item, ...everyItem(item.items)]);
}

function everyPageOf(navigation: EditorNavigation) {
  return [...everyItem(navigation.items), ...navigation.otherPages].flatMap(({ page }) =>
    page === null ? [] : [page],
  );
}

async function navigationIn(stage: string, language = 'en'): Promise<EditorNavigation> {
  const response = await asEditor(
    `/api/site-navigation/editor/site-main?lang=${language}&stage=${stage}`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as EditorNavigation;
}

const editorCalls = [
  '/api/site-navigation/editor/site-main?lang=en&stage=DRAFT',
  '/api/translation/state/page-company-history',
  '/api/translation/start/page-company-history',
  '/api/translation/reset/page-company-history',
];

describe('every editor call, for a caller without editor access', () => {
  it.each(editorCalls)('%s answers 401 in JSON, uncached', async (path) => {
    for (const cookie of [
      undefined,
      'kmx_editor=editor.99999999999999.forged',
      // Well formed, signed with another secret.
      editorCookie('another secret of 32 characters or more'),
    ]) {
      const response = await get(path, {
        ...fromEditorArea(product),
        ...(cookie !== undefined && { cookie }),
      });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('Sign in to the editor area first');
    }
  });

  it('refuses a cookie of the old password once the password changed', async () => {
    const nowhere = 'http://127.0.0.1:9';
    const changed = await startServer(
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'silent',
        COOKIE_SECRET: testCookieSecret,
        EDITOR_PASSWORD: 'Changed-2026!editor',
        CONTENT_URL: `${nowhere}/graphql`,
        CATALOGUE_URL: `${nowhere}/catalogue/graphql`,
        TICKETING_URL: `${nowhere}/ticketing/graphql`,
        SEARCH_URL: `${nowhere}/search`,
        INVENTORY_URL: `${nowhere}/inventory`,
        WIRE_FLOW_URL: `${nowhere}/wire-flow`,
        IDENTITY_URL: `${nowhere}/am`,
      }),
      { clientDirectory },
    );
    try {
      const config = { cookieSecret: testCookieSecret };
      const oldCookie = issuedEditorCookie(config, Date.now());
      const newCookie = issuedEditorCookie(config, Date.now(), 'Changed-2026!editor');
      for (const path of editorCalls) {
        const headers = fromEditorArea(changed);
        const old = await get(path, { ...headers, cookie: oldCookie }, changed);
        expect(old.status).toBe(401);
        // The new password's cookie passes; the content service is not there.
        const fresh = await get(path, { ...headers, cookie: newCookie }, changed);
        expect(fresh.status).toBe(503);
        expect(await errorOf(fresh)).toBe('The content service is not available');
      }
    } finally {
      await changed.close();
    }
  });
});

describe('translation start and reset', () => {
  it.each(['start', 'reset'])('%s refuses a request without the editor header', async (action) => {
    const before = await (await asEditor('/api/translation/state/page-careers')).json();
    const response = await asEditor(`/api/translation/${action}/page-careers`, {
      origin: ownOrigin(product),
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatch(/x-kmx-editor: 1/);
    expect(await (await asEditor('/api/translation/state/page-careers')).json()).toEqual(before);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('start and reset refuse a request from %s, header or not', async (_case, headers) => {
    for (const action of ['start', 'reset']) {
      const response = await asEditor(`/api/translation/${action}/page-careers`, {
        'x-kmx-editor': '1',
        ...headers,
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toBe('Translations are changed only from pages of this site');
    }
  });

  it('state answers without the header, and sees start then reset', async () => {
    const state = await asEditor('/api/translation/state/page-company-history');
    expect(state.status).toBe(200);
    expect(state.headers.get('cache-control')).toBe('no-store');
    const before = (await state.json()) as TranslationChange;
    expect(before.targetLanguages.length).toBeGreaterThan(0);

    const startedAt = Date.now();
    const start = await asEditor(
      '/api/translation/start/page-company-history',
      fromEditorArea(product),
    );
    expect(start.status).toBe(200);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const started = (await start.json()) as TranslationChange;
    expect(started.sourceLanguage).toBe('en');
    for (const target of started.targetLanguages) {
      const was = before.targetLanguages.find(({ id }) => id === target.id);
      if (was?.translationState === 'Translated') {
        expect(target.translationState).toBe('Translated');
      } else {
        expect(target.translationState).toBe('InProgress');
        expect(Date.parse(target.exportedAt ?? '')).toBeGreaterThanOrEqual(startedAt - 1000);
      }
    }
    const afterStart = (await (
      await asEditor('/api/translation/state/page-company-history')
    ).json()) as TranslationChange;
    expect(afterStart.targetLanguages).toEqual(started.targetLanguages);

    const reset = await asEditor(
      '/api/translation/reset/page-company-history',
      fromEditorArea(product),
    );
    expect(reset.status).toBe(200);
    const afterReset = (await (
      await asEditor('/api/translation/state/page-company-history')
    ).json()) as TranslationChange;
    expect(afterReset.targetLanguages.map(({ translationState }) => translationState)).toEqual(
      before.targetLanguages.map(() => 'MarkedForTranslation'),
    );
  });

  it.each(['state', 'start', 'reset'])('%s answers an unknown page with 404', async (action) => {
    const response = await asEditor(
      `/api/translation/${action}/page-nowhere`,
      fromEditorArea(product),
    );
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('No page has this id');
  });

  it.each([['%3Cscript%3E'], ['page%20company'], ['..%2Fadmin'], ['x'.repeat(200)]])(
    'answers the malformed page id %s with 400',
    async (pageId) => {
      const response = await asEditor(`/api/translation/state/${pageId}`);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatch(/page id/);
    },
  );
});

describe('the editor navigation', () => {
  it.each([
    ['no lang', '?stage=DRAFT', 400],
    ['a lang no code', '?lang=en-GB&stage=DRAFT', 400],
    ['a lang the site does not offer', '?lang=xx&stage=DRAFT', 400],
    ['no stage', '?lang=en', 400],
    ['a stage in lower case', '?lang=en&stage=draft', 400],
    ['an unknown stage', '?lang=en&stage=ARCHIVED', 400],
  ])('answers %s with %s', async (_case, query, status) => {
    const response = await asEditor(`/api/site-navigation/editor/site-main${query}`);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).not.toBe('');
  });

  it('answers an unknown site with 404', async () => {
    const response = await asEditor('/api/site-navigation/editor/site-nowhere?lang=en&stage=DRAFT');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('No site has the id "site-nowhere"');
  });

  it('shows a draft-only page in DRAFT only, unpublished', async () => {
    const draft = everyPageOf(await navigationIn('DRAFT'));
    const published = everyPageOf(await navigationIn('PUBLISHED'));
    expect(draft.find(({ id }) => id === 'page-innovation-lab')).toMatchObject({
      path: '/company/innovation-lab',
      isPublished: false,
    });
    expect(published.map(({ id }) => id)).not.toContain('page-innovation-lab');
    // A title changed in the draft: each stage its own.
    expect(draft.find(({ id }) => id === 'page-careers')?.title).toBe('Careers at Komax');
    expect(published.find(({ id }) => id === 'page-careers')?.title).toBe('Careers');
  });

  it('keeps hidden items, flagged, that the public navigation leaves out', async () => {
    const hidden = everyItem((await navigationIn('PUBLISHED')).items).filter((item) => item.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    const visitors = await (await get('/api/site-navigation/public/site-main?lang=en')).text();
    for (const item of hidden) expect(visitors).not.toContain(`"url":"${item.url}"`);
  });

  it('titles pages in the language asked, with addresses as the site links them', async () => {
    const german = await navigationIn('PUBLISHED', 'de');
    expect(german).toMatchObject({ siteId: 'site-main', language: 'de', stage: 'PUBLISHED' });
    const careers = everyItem(german.items).find(({ page }) => page?.id === 'page-careers');
    expect(careers?.url).toBe('/de/careers');
    expect(careers?.page?.title).toBe('Karriere');
  });
});

describe('the sign-in limit over HTTP', () => {
  it('answers 429 with Retry-After after ten wrong passwords, and lets in once the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = Date.UTC(2026, 10, 25, 8, 0);
    vi.setSystemTime(startedAt);
    const signIn = (input: string) =>
      fetch(`${product.url}/api/editor-area-autentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.18' },
        body: JSON.stringify({ input }),
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await (await signIn(`guess ${attempt}`)).json()).toEqual({ success: false });
    }
    const limited = await signIn('Demo-2026!editor');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(((await limited.json()) as { error: string }).error).toMatch(/Try again in 15 minutes/);

    vi.setSystemTime(startedAt + 15 * 60 * 1000);
    const again = await signIn('Demo-2026!editor');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true });
  });
});

describe('a draft, after an editor previewed it', () => {
  function preview(path: string) {
    return fetch(`${product.url}/api/draft-proxy`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ownOrigin(product),
        'sec-fetch-site': 'same-origin',
        cookie: editorCookie(),
      },
      body: JSON.stringify({
        query: draftQueries.DraftPage.document,
        variables: { path, language: 'en' },
      }),
    });
  }

  beforeAll(async () => {
    const careers = await preview('/careers');
    expect(careers.headers.get('cache-control')).toBe('private, no-store');
    expect(await careers.json()).toMatchObject({ data: { page: { title: 'Careers at Komax' } } });
    expect((await preview('/company/innovation-lab')).status).toBe(200);
    await navigationIn('DRAFT');
    // And as an editor, on the page itself: the published page, as for anyone.
    expect(await (await asEditor('/en/careers')).text()).not.toContain('Careers at Komax');
  });

  it('never reaches a visitor of its page, nor the page cache', async () => {
    const first = await get('/en/careers');
    const firstHtml = await first.text();
    const second = await get('/en/careers');
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    for (const html of [firstHtml, secondHtml]) {
      expect(html).toContain('Careers');
      expect(html).not.toContain('Careers at Komax');
    }
  });

  it('of a draft-only page is 404 for a visitor, every time', async () => {
    for (let count = 0; count < 2; count += 1) {
      const response = await get('/en/company/innovation-lab');
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(response.headers.get('x-page-cache')).not.toBe('hit');
      expect(html).not.toContain('Innovation lab');
      expect(html).not.toContain('Where we test');
    }
    const visitors = await (await get('/api/site-navigation/public/site-main?lang=en')).text();
    expect(visitors).not.toContain('innovation-lab');
  });
});

describe('the editor area page', () => {
  it('shows a visitor the password form, personal, uncached and not indexed', async () => {
    for (let count = 0; count < 2; count += 1) {
      const response = await get('/en/editor');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/private/);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
      expect(response.headers.get('x-page-cache')).not.toBe('hit');
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).toContain('type="password"');
    }
  });

  it('shows an editor the area, never the form, and a visitor after still the form', async () => {
    const editor = await asEditor('/de/editor');
    const html = await editor.text();
    expect(editor.status).toBe(200);
    expect(editor.headers.get('cache-control')).toMatch(/no-store/);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).not.toContain('type="password"');
    expect(html).toContain('"signedIn":true');
    const visitor = await (await get('/de/editor')).text();
    expect(visitor).toContain('type="password"');
    expect(visitor).not.toContain('"signedIn":true');
  });
});
