import { draftQueryNamed } from '@kmx/adapters';
import type { EditorSite } from '@kmx/domain/editor';
import { describe, expect, it, vi } from 'vitest';
import { createPreviewApi } from './preview-api';

const main: EditorSite = { id: 'main', name: 'Komax', slug: null, languages: ['en', 'de'] };
const events: EditorSite = { id: 'events', name: 'Events', slug: 'events', languages: ['en'] };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function apiAnswering(response: Response | (() => Promise<Response>)) {
  const fetchFn = vi.fn((_input: string, _init?: RequestInit) =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
  return { api: createPreviewApi(fetchFn), fetchFn };
}

const draftCompany = {
  data: {
    page: {
      id: 'p-company',
      title: 'Unternehmen (Entwurf)',
      description: 'Wer wir sind.',
      protection: 'none',
      blocks: [
        { __typename: 'RichTextBlock', id: 'b1', html: '<p>Seit 1975.</p>' },
        { __typename: 'ImageBlock', id: 'b2' },
        { __typename: 'HologramBlock', id: 'b3' },
      ],
    },
  },
};

describe('reading a draft for the preview', () => {
  it('sends the draft proxy its own page query, the variables and the editor header', async () => {
    const { api, fetchFn } = apiAnswering(json(200, draftCompany));
    await api.draftPage('/company', main, 'de');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/api/draft-proxy');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-kmx-editor')).toBe('1');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ path: '/company', siteId: 'main', language: 'de' });
    // The proxy passes on only its own documents: this one is its DraftPage query.
    expect(draftQueryNamed(body.query)).toBe('DraftPage');
  });

  it('shows text as text, known blocks as outlines and an unknown kind as unknown', async () => {
    const { api } = apiAnswering(json(200, draftCompany));
    expect(await api.draftPage('/company', main, 'de')).toEqual({
      kind: 'loaded',
      page: {
        title: 'Unternehmen (Entwurf)',
        description: 'Wer wir sind.',
        blocks: [
          { id: 'b1', kind: 'text', html: '<p>Seit 1975.</p>' },
          { id: 'b2', kind: 'outline', type: 'Image' },
          { id: 'b3', kind: 'unknown', typeName: 'Hologram' },
        ],
      },
    });
  });

  it('says the page has no draft when the proxy finds none', async () => {
    const { api } = apiAnswering(json(200, { data: { page: null } }));
    expect(await api.draftPage('/new', main, 'de')).toEqual({ kind: 'not-found' });
  });

  it('tells a protected page from an ended session among the 403s', async () => {
    const refused = apiAnswering(
      json(403, { error: 'Protected pages cannot be previewed as drafts' }),
    );
    expect(await refused.api.draftPage('/partners', main, 'en')).toEqual({ kind: 'protected' });
    const noAccess = apiAnswering(json(403, { error: 'Draft content needs editor access' }));
    expect(await noAccess.api.draftPage('/partners', main, 'en')).toEqual({ kind: 'signed-out' });
  });

  it('fails, without throwing, on a malformed answer, an error page or no network', async () => {
    const malformed = [
      json(200, { data: { page: { title: 42, blocks: [] } } }),
      json(200, { data: { page: { title: 'T', blocks: [{ id: 'no type' }] } } }),
      json(200, { nothing: true }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
      json(403, { error: 'Draft content is served only to pages of this site' }),
    ];
    for (const response of malformed) {
      const { api } = apiAnswering(response);
      expect(await api.draftPage('/company', main, 'de')).toEqual({ kind: 'failed' });
    }
    const offline = apiAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.api.draftPage('/company', main, 'de')).toEqual({ kind: 'failed' });
  });
});

const head = {
  title: 'Unternehmen',
  description: '',
  canonical: null,
  alternates: [],
  openGraph: {},
  robots: 'index',
};

describe('reading the published page for the preview', () => {
  it("reads the public page's payload at its localised address", async () => {
    const { api, fetchFn } = apiAnswering(json(404, {}));
    await api.publishedPage('/company', main, 'de');
    await api.publishedPage('/programme', events, 'en');
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      '/de/company/_payload.json',
      '/en/events/programme/_payload.json',
    ]);
    await api.publishedPage('/', main, 'de');
    expect(fetchFn.mock.calls[2]?.[0]).toBe('/de/_payload.json');
  });

  it("shows the content page's title, description and blocks", async () => {
    const { api } = apiAnswering(
      json(200, {
        kind: 'page',
        status: 200,
        head,
        view: {
          kind: 'content',
          language: 'de',
          homeHref: '/de',
          page: {
            title: 'Unternehmen',
            description: 'Wer wir sind.',
            blocks: [
              { id: 'b1', type: 'RichText', html: '<p>Seit 1975.</p>' },
              { id: 'b2', type: 'Accordion', title: null, items: [] },
              { id: 'b3', type: 'Unknown', typeName: 'Hologram' },
            ],
          },
        },
      }),
    );
    expect(await api.publishedPage('/company', main, 'de')).toEqual({
      kind: 'loaded',
      page: {
        title: 'Unternehmen',
        description: 'Wer wir sind.',
        blocks: [
          { id: 'b1', kind: 'text', html: '<p>Seit 1975.</p>' },
          { id: 'b2', kind: 'outline', type: 'Accordion' },
          { id: 'b3', kind: 'unknown', typeName: 'Hologram' },
        ],
      },
    });
  });

  it('says a page that is not published is not found, and a gated one is protected', async () => {
    const missing = apiAnswering(
      json(404, {
        kind: 'page',
        status: 404,
        head,
        view: { kind: 'not-found', language: 'de', homeHref: '/de', frame: null, path: '/new' },
      }),
    );
    expect(await missing.api.publishedPage('/new', main, 'de')).toEqual({ kind: 'not-found' });
    const gated = apiAnswering(
      json(200, {
        kind: 'page',
        status: 200,
        head,
        view: { kind: 'password-gate', language: 'de', homeHref: '/de' },
      }),
    );
    expect(await gated.api.publishedPage('/partners', main, 'de')).toEqual({ kind: 'protected' });
  });

  it('fails, without throwing, on something that is no payload', async () => {
    const answers = [
      new Response('<html>Bad gateway</html>', { status: 502 }),
      json(200, { kind: 'page', status: 200, head, view: { kind: 'content' } }),
      json(200, {
        kind: 'page',
        status: 200,
        head,
        view: { kind: 'content', language: 'de', homeHref: '/de', page: { title: 'T' } },
      }),
    ];
    for (const response of answers) {
      const { api } = apiAnswering(response);
      expect(await api.publishedPage('/company', main, 'de')).toEqual({ kind: 'failed' });
    }
  });
});
