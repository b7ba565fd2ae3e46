import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TranslationChange } from '@kmx/domain/content';
import type { EditorNavigation, EditorPage } from '@kmx/domain/editor';
import { pageNotFound, UpstreamError } from '@kmx/domain/errors';
import type {
  ContentSource,
  EditorPages,
  EditorPagesRequest,
  NavigationTreeRequest,
  ReadContext,
  TranslationService,
} from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSourceWith } from '../test-support/content-source-double';
import { editorCallsRouter } from './editor-calls-router';

const ownOrigin = 'https://www.example.test';
const editorCookieHeader = 'kmx_editor=live';

let server: Server | undefined;
let base = '';

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const silent = { debug() {}, info() {}, warn() {}, error() {} };

const systemData = async () => ({
  countries: [],
  languages: ['en', 'de'].map((languageCode) => ({
    languageCode,
    defaultCountry: 'ch',
    localizations: [],
  })),
  sites: [
    {
      id: 'site-events',
      name: 'Trade fairs',
      slug: 'events',
      internationalOnly: false,
      hideSideButtons: false,
      enableCutFont: false,
      headerNavigationId: 'nav-events',
      footerNavigationId: 'nav-events-footer',
      domains: ['localhost/events'],
    },
  ],
});

function page(id: string, path: string, title: string): EditorPage {
  return {
    id,
    title,
    path,
    isPublished: true,
    languages: ['en'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: [] },
  };
}

const change: TranslationChange = {
  sourceLanguage: 'en',
  sourceEditedAt: '2026-01-02T00:00:00.000Z',
  targetLanguages: [
    {
      id: 't-de',
      language: 'de',
      translationState: 'InProgress',
      exportedAt: '2026-01-03T00:00:00.000Z',
      importedAt: null,
    },
  ],
};

interface Doubles {
  readonly content?: Partial<ContentSource>;
  readonly pages?: EditorPages['pagesOfSite'];
  readonly translations?: Partial<TranslationService>;
}

/** What the router asked of its ports, in order. */
interface Asked {
  contexts: ReadContext[];
  navigation: NavigationTreeRequest[];
  pages: EditorPagesRequest[];
  translations: string[];
}

async function listen(doubles: Doubles = {}): Promise<Asked> {
  const asked: Asked = { contexts: [], navigation: [], pages: [], translations: [] };
  const source = contentSourceWith({
    systemData,
    navigationTree: async (request) => {
      asked.navigation.push(request);
      return [
        { title: 'Trade fairs', slug: 'trade-fairs', page: { id: 'p-fairs' } },
        { title: 'Secret', slug: 'secret', hidden: true, page: { id: 'p-secret' } },
      ];
    },
    ...doubles.content,
  });
  const translated =
    (name: keyof TranslationService) =>
    async (pageId: string): Promise<TranslationChange> => {
      asked.translations.push(`${name} ${pageId}`);
      return change;
    };
  const app = express();
  app.use(
    editorCallsRouter({
      editorAccess: {
        allows: (cookie) => cookie?.split('; ').includes(editorCookieHeader) ?? false,
      },
      clock: { now: () => 0 },
      content: {
        withContext: (context) => {
          asked.contexts.push(context);
          return source;
        },
      },
      pages: {
        pagesOfSite:
          doubles.pages ??
          (async (request) => {
            asked.pages.push(request);
            return [
              page('p-fairs', '/trade-fairs', 'Trade fairs'),
              page('p-secret', '/secret', 'Secret'),
              page('p-imprint', '/imprint', 'Imprint'),
            ];
          }),
      },
      translations: {
        state: translated('state'),
        start: translated('start'),
        reset: translated('reset'),
        ...doubles.translations,
      },
      logger: silent,
      config: { publicOrigin: ownOrigin },
    }),
  );
  app.use((_request, response) => {
    response.status(404).send('passed on');
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return asked;
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { headers: { cookie: editorCookieHeader, ...headers } });
}

async function errorOf(response: Response): Promise<string> {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  return String(body.error);
}

describe('the editor navigation call', () => {
  it('answers the navigation in the stage asked, hidden items flagged, with the other pages', async () => {
    const asked = await listen();
    const response = await get('/api/site-navigation/editor/site-events?lang=de&stage=DRAFT', {
      cookie: `${editorCookieHeader}; kmx-next-release=1`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as EditorNavigation;
    expect(answer).toMatchObject({ siteId: 'site-events', language: 'de', stage: 'DRAFT' });
    expect(
      answer.items.map(({ title, url, hidden, page }) => [title, url, hidden, page?.id]),
    ).toEqual([
      ['Trade fairs', '/de/events/trade-fairs', false, 'p-fairs'],
      ['Secret', '/de/events/secret', true, 'p-secret'],
    ]);
    expect(answer.otherPages.map(({ path, url }) => [path, url])).toEqual([
      ['/imprint', '/de/events/imprint'],
    ]);
    // Next-release mode as on the site: its cookie; the stage reaches every read.
    expect(asked.contexts).toEqual([{ mode: 'use', nextRelease: true, stage: 'DRAFT' }]);
    expect(asked.navigation).toEqual([{ id: 'nav-events', language: 'de', stage: 'DRAFT' }]);
    expect(asked.pages).toEqual([{ siteId: 'site-events', language: 'de', stage: 'DRAFT' }]);
  });

  it('reads the published stage without next release when no cookie asks for it', async () => {
    const asked = await listen();
    expect(
      (await get('/api/site-navigation/editor/site-events?lang=en&stage=PUBLISHED')).status,
    ).toBe(200);
    expect(asked.contexts).toEqual([{ mode: 'use', nextRelease: false, stage: 'PUBLISHED' }]);
  });

  it('refuses a caller without editor session with 401, asking nothing', async () => {
    const asked = await listen();
    for (const cookie of ['', 'kmx_editor=forged']) {
      const response = await get('/api/site-navigation/editor/site-events?lang=en&stage=DRAFT', {
        cookie,
      });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('Sign in to the editor area first');
    }
    expect(asked.contexts).toEqual([]);
  });

  it.each([
    ['no lang', '?stage=DRAFT', 400],
    ['two langs', '?lang=en&lang=de&stage=DRAFT', 400],
    ['a lang no code', '?lang=english&stage=DRAFT', 400],
    ['a lang the site does not offer', '?lang=fr&stage=DRAFT', 400],
    ['no stage', '?lang=en', 400],
    ['a stage in lower case', '?lang=en&stage=draft', 400],
    ['another stage', '?lang=en&stage=ARCHIVED', 400],
    ['two stages', '?lang=en&stage=DRAFT&stage=PUBLISHED', 400],
    ['a nested stage', '?lang=en&stage[x]=DRAFT', 400],
  ])('answers %s with %s in JSON', async (_case, query, status) => {
    await listen();
    const response = await get(`/api/site-navigation/editor/site-events${query}`);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).not.toBe('');
  });

  it('answers an unknown site with 404', async () => {
    await listen();
    const response = await get('/api/site-navigation/editor/site-nowhere?lang=en&stage=DRAFT');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('No site has the id "site-nowhere"');
  });

  it('answers 404 when the content service knows no pages of the site', async () => {
    await listen({ pages: async () => null });
    const response = await get('/api/site-navigation/editor/site-events?lang=en&stage=DRAFT');
    expect(response.status).toBe(404);
  });

  it('answers 503 when the content service is unreachable and 502 when it answers wrongly', async () => {
    await listen({
      pages: () => Promise.reject(new UpstreamError('content service', null)),
    });
    const unreachable = await get('/api/site-navigation/editor/site-events?lang=en&stage=DRAFT');
    expect(unreachable.status).toBe(503);
    expect(await errorOf(unreachable)).toBe('The content service is not available');
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await listen({ content: { navigationTree: () => Promise.reject(new Error('bad answer')) } });
    const wrong = await get('/api/site-navigation/editor/site-events?lang=en&stage=DRAFT');
    expect(wrong.status).toBe(502);
    expect(await errorOf(wrong)).toBe('The content service is not available');
  });
});

describe('the translation calls', () => {
  it('answer the state without the editor header, uncached', async () => {
    const asked = await listen();
    const response = await get('/api/translation/state/page-company');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(change);
    expect(asked.translations).toEqual(['state page-company']);
  });

  it.each(['start', 'reset'])('%s with the editor header from our own page', async (action) => {
    const asked = await listen();
    const response = await get(`/api/translation/${action}/page-company`, {
      'x-kmx-editor': '1',
      origin: ownOrigin,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(change);
    expect(asked.translations).toEqual([`${action} page-company`]);
  });

  it.each(['start', 'reset'])(
    '%s with the header and no origin named (same-origin GET)',
    async (action) => {
      await listen();
      expect((await get(`/api/translation/${action}/p1`, { 'x-kmx-editor': '1' })).status).toBe(
        200,
      );
    },
  );

  it.each([
    ['no editor header', {}],
    ['another value of the header', { 'x-kmx-editor': 'yes' }],
    ['another origin', { 'x-kmx-editor': '1', origin: 'https://evil.example' }],
    ['an opaque origin', { 'x-kmx-editor': '1', origin: 'null' }],
    ['a cross-site fetch', { 'x-kmx-editor': '1', 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch', { 'x-kmx-editor': '1', 'sec-fetch-site': 'same-site' }],
    ['a navigation typed in', { 'x-kmx-editor': '1', 'sec-fetch-site': 'none' }],
  ])('refuse start and reset with %s: 403, nothing changed', async (_case, headers) => {
    const asked = await listen();
    for (const action of ['start', 'reset']) {
      const response = await get(`/api/translation/${action}/page-company`, headers);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatch(/editor area|pages of this site/);
    }
    expect(asked.translations).toEqual([]);
  });

  it('refuse every call without editor session with 401 before anything else', async () => {
    const asked = await listen();
    for (const action of ['state', 'start', 'reset']) {
      const response = await get(`/api/translation/${action}/page-company`, { cookie: '' });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe('Sign in to the editor area first');
    }
    expect(asked.translations).toEqual([]);
  });

  it.each([
    ['a dot first', '.hidden'],
    ['a space', 'page%20company'],
    ['a slash', 'a%2Fb'],
    ['markup', '%3Cscript%3E'],
    ['129 characters', 'p'.repeat(129)],
  ])('answer a page id with %s with 400', async (_case, pageId) => {
    const asked = await listen();
    const response = await get(`/api/translation/state/${pageId}`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/page id/);
    expect(asked.translations).toEqual([]);
  });

  it('answer an unknown page with 404', async () => {
    await listen({ translations: { state: () => Promise.reject(pageNotFound('page-nowhere')) } });
    const response = await get('/api/translation/state/page-nowhere');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe('No page has this id');
  });

  it('answer 503 when the content service is unreachable', async () => {
    await listen({
      translations: {
        start: () => Promise.reject(new UpstreamError('content service', null)),
      },
    });
    const response = await get('/api/translation/start/p1', { 'x-kmx-editor': '1' });
    expect(response.status).toBe(503);
  });

  it.each(['start', 'reset'])('%s changes nothing for a HEAD request', async (action) => {
    const asked = await listen();
    const response = await fetch(`${base}/api/translation/${action}/p1`, {
      method: 'HEAD',
      headers: { cookie: editorCookieHeader, 'x-kmx-editor': '1' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(asked.translations).toEqual([]);
  });

  it('pass other actions on', async () => {
    await listen();
    const response = await get('/api/translation/export/p1');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('passed on');
  });
});
