// @vitest-environment happy-dom
import type { PageHead, PageView } from '@kmx/domain/view';
import { loadMessages, messagesFor, SiteApp } from '@kmx/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRouter } from './client-router';
import { startSite } from './start-site';

function headFor(title: string): PageHead {
  return {
    title,
    description: `${title} description`,
    canonical: `http://127.0.0.1:3250/en`,
    alternates: [],
    openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
    robots: 'index, follow',
  };
}

const lostView: PageView = {
  kind: 'not-found',
  language: 'en',
  homeHref: '/en',
  frame: null,
  path: '/en/lost',
};
const homeView: PageView = { ...lostView, path: '/en/home-stand-in' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The site's HTTP answers as the browser app asks for them. */
const fetchFn = vi.fn(async (input: string): Promise<Response> => {
  const url = new URL(input, 'http://127.0.0.1:3250');
  if (url.pathname === '/builds/latest.json') return json({ id: 'b1', timestamp: 1 });
  if (url.pathname === '/builds/meta/b1.json') return json({ id: 'b1', routeRules: [] });
  if (url.pathname === '/en/_payload.json') {
    return json({ kind: 'page', status: 200, head: headFor('Home'), view: homeView });
  }
  return json({}, 500);
});

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('a public page started in the browser', () => {
  it('hydrates, records the page view, and opens a link without loading a document', async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://127.0.0.1:3250/en/lost',
    );
    document.title = 'Page not found';
    document.body.innerHTML = `<div id="root">${renderToString(
      <SiteApp view={lostView} messages={messagesFor('en')} />,
    )}</div>`;
    // As the browser does before it hydrates (`preloadSiteView`).
    await loadMessages('en');
    const root = document.getElementById('root') as HTMLElement;
    let router: ClientRouter | null = null;
    startSite({
      window: window as unknown as Window,
      root,
      page: { status: 404, head: null, view: lostView },
      fetch: fetchFn,
      onReady: (ready) => (router = ready),
      reloadOnce: () => false,
    });
    await vi.waitFor(() => expect(router).not.toBeNull());
    expect(document.documentElement.dataset['hydrated']).toBe('true');
    expect((window as { dataLayer?: unknown }).dataLayer).toEqual([
      {
        event: 'kudex.page-view',
        page: { path: '/en/lost', title: 'Page not found', language: 'en', site: null },
      },
    ]);
    await vi.waitFor(() =>
      expect(fetchFn).toHaveBeenCalledWith(
        expect.stringMatching(/^\/builds\/latest\.json\?t=/),
        expect.anything(),
      ),
    );

    const marker = root.querySelector('main');
    root.querySelector<HTMLAnchorElement>('a[href="/en"]')?.click();
    await (router as unknown as ClientRouter).pending();

    expect(window.location.pathname).toBe('/en');
    expect(root.querySelector('main')?.textContent).toContain('Page not found: /en/home-stand-in');
    expect(marker?.isConnected).toBe(false);
    expect(fetchFn).toHaveBeenCalledWith(
      'http://127.0.0.1:3250/en/_payload.json?v=b1',
      expect.anything(),
    );
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(2);
    await vi.waitFor(() => expect(document.title).toBe('Home'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Home description',
    );
    expect(document.activeElement?.id).toBe('main');
  });
});
