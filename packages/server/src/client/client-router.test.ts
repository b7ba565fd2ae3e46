// @vitest-environment happy-dom
import type { ScrollTarget } from '@kmx/domain/browser';
import type { PayloadAnswer, PageHead } from '@kmx/domain/view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientRouter } from './client-router';
import type { Arrival } from './page-transition';
import { ScrollMemory } from './scroll-memory';
import { FakeWindow } from './test-support/fake-window';

const origin = 'http://127.0.0.1:3250';

function head(title: string): PageHead {
  return {
    title,
    description: '',
    canonical: null,
    alternates: [],
    openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
    robots: 'index, follow',
  };
}

function pageAnswer(path: string, title = path): PayloadAnswer {
  return {
    kind: 'page',
    status: 200,
    head: head(title),
    view: { kind: 'not-found', language: 'en', homeHref: '/en', frame: null, path },
  };
}

interface Deferred {
  resolve(answer: PayloadAnswer | null): void;
  reject(error: unknown): void;
}

/** A router on a fake window whose payload requests the test answers one by one. */
function setUp(start = '/en') {
  const window = new FakeWindow(`${origin}${start}`);
  // Each router listens on a page of its own, so routers of earlier tests hear no clicks.
  const page = document.createElement('div');
  document.body.append(page);
  const storage = new Map<string, string>();
  const scroll = new ScrollMemory(
    {
      get: (key) => storage.get(key) ?? null,
      set: (key, value) => void storage.set(key, value),
      remove: (key) => void storage.delete(key),
    },
    (() => {
      let count = 0;
      return () => `entry-${(count += 1)}`;
    })(),
  );
  const requests: { url: string; signal: AbortSignal; answer: Deferred }[] = [];
  const shown: Arrival[] = [];
  const scrolled: ScrollTarget[] = [];
  const fullLoads: { href: string; replace: boolean }[] = [];
  const loading: string[] = [];
  const options = {
    window,
    document: page,
    scroll,
    loadPage: (url: URL, signal: AbortSignal) =>
      new Promise<PayloadAnswer | null>((resolve, reject) => {
        requests.push({ url: url.href, signal, answer: { resolve, reject } });
      }),
    show: (arrival: Arrival) => void shown.push(arrival),
    scrollTo: (target: ScrollTarget) => void scrolled.push(target),
    releaseMode: vi.fn(() => 'client' as const),
    routeRuleTarget: vi.fn((_path: string): string | null => null),
    loading: { start: () => void loading.push('start'), stop: () => void loading.push('stop') },
    fullLoad: (href: string, replace: boolean) => void fullLoads.push({ href, replace }),
  };
  const router = new ClientRouter(options);
  router.start();
  return { window, router, options, requests, shown, scrolled, fullLoads, loading, scroll };
}

/** A link on the page of the router set up last. */
function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  (document.body.lastElementChild ?? document.body).append(anchor);
  return anchor;
}

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('following a link to a public page', () => {
  it('loads its payload, adds a history entry and shows the page from the top', async () => {
    const { window, router, requests, shown, loading } = setUp();
    const event = click(link('/en/company'));
    expect(event.defaultPrevented).toBe(true);
    expect(requests.map((request) => request.url)).toEqual([`${origin}/en/company`]);
    requests[0]?.answer.resolve(pageAnswer('/en/company', 'Company'));
    await router.pending();
    expect(window.location.href).toBe(`${origin}/en/company`);
    expect(window.length).toBe(2);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ direction: 'forward', saved: null });
    expect(shown[0]?.page.head?.title).toBe('Company');
    expect(loading).toEqual(['start', 'stop']);
  });

  it('replaces the entry when the page shown is opened again', async () => {
    const { window, router, requests, shown } = setUp('/en/company');
    click(link('/en/company'));
    requests[0]?.answer.resolve(pageAnswer('/en/company'));
    await router.pending();
    expect(window.length).toBe(1);
    expect(shown).toHaveLength(1);
  });

  it('leaves links to anchors of the page to the browser', () => {
    const { requests } = setUp('/en/company');
    const event = click(link('#team'));
    expect(event.defaultPrevented).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('a payload that redirects', () => {
  it('is followed inside the site and the final address is the one in the history', async () => {
    const { window, router, requests, shown } = setUp();
    click(link('/en/old#faq'));
    requests[0]?.answer.resolve({ kind: 'redirect', location: '/en/new', external: false });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.url).toBe(`${origin}/en/new#faq`);
    requests[1]?.answer.resolve(pageAnswer('/en/new'));
    await router.pending();
    expect(window.location.href).toBe(`${origin}/en/new#faq`);
    expect(shown).toHaveLength(1);
  });

  it('to another site loads that address in full', async () => {
    const { router, requests, fullLoads, shown } = setUp();
    click(link('/en/shop'));
    requests[0]?.answer.resolve({
      kind: 'redirect',
      location: 'https://shop.example.com/',
      external: true,
    });
    await router.pending();
    expect(fullLoads).toEqual([{ href: 'https://shop.example.com/', replace: false }]);
    expect(shown).toEqual([]);
  });

  it('more than 5 times in a row ends in a full page load', async () => {
    const { router, requests, fullLoads } = setUp();
    click(link('/en/loop-0'));
    for (let hop = 0; hop <= 5; hop += 1) {
      await vi.waitFor(() => expect(requests).toHaveLength(hop + 1));
      requests[hop]?.answer.resolve({
        kind: 'redirect',
        location: `/en/loop-${hop + 1}`,
        external: false,
      });
    }
    await router.pending();
    expect(requests).toHaveLength(6);
    expect(fullLoads).toEqual([{ href: `${origin}/en/loop-6`, replace: false }]);
  });
});

describe('a navigation that fails', () => {
  it('loads the address in full when the payload cannot be had', async () => {
    const { window, router, requests, fullLoads, shown } = setUp();
    click(link('/en/company'));
    requests[0]?.answer.resolve(null);
    await router.pending();
    expect(fullLoads).toEqual([{ href: `${origin}/en/company`, replace: false }]);
    expect(shown).toEqual([]);
    expect(window.length).toBe(1);
  });

  it('loads the address in full when loading throws', async () => {
    const { router, requests, fullLoads } = setUp();
    click(link('/en/company'));
    requests[0]?.answer.reject(new TypeError('Failed to fetch'));
    await router.pending();
    expect(fullLoads).toEqual([{ href: `${origin}/en/company`, replace: false }]);
  });

  it('loads the address in full when showing the page throws', async () => {
    const { options, requests, fullLoads } = setUp();
    const failing = new ClientRouter({
      ...options,
      show: () => {
        throw new Error('render failed');
      },
    });
    void failing.navigate(new URL(`${origin}/en/company`), 'push');
    requests[0]?.answer.resolve(pageAnswer('/en/company'));
    await failing.pending();
    expect(fullLoads).toEqual([{ href: `${origin}/en/company`, replace: false }]);
  });

  it('leaves portal pages to a full load, since they need code of their own', async () => {
    const { router, requests, fullLoads } = setUp();
    void router.navigate(new URL(`${origin}/en/odd`), 'push');
    requests[0]?.answer.resolve({
      kind: 'page',
      status: 200,
      head: head('Portal'),
      view: {
        kind: 'portal',
        language: 'en',
        homeHref: '/en',
        localeCode: 'en',
        siteName: 'Komax',
        links: {},
        signIn: {
          baseUrl: `${origin}/am`,
          realmPath: 'alpha',
          clientId: 'site',
          scope: 'openid',
          callbackPath: '/en/callback',
          silentCallbackPath: '/blank-callback',
        },
      },
    });
    await router.pending();
    expect(fullLoads).toEqual([{ href: `${origin}/en/odd`, replace: false }]);
  });
});

describe('navigations that overlap', () => {
  it('abort the older one: only the newest page is shown', async () => {
    const { window, router, requests, shown } = setUp();
    click(link('/en/first'));
    click(link('/en/second'));
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[1]?.answer.resolve(pageAnswer('/en/second'));
    requests[0]?.answer.resolve(pageAnswer('/en/first'));
    await router.pending();
    await Promise.resolve();
    expect(shown.map((arrival) => arrival.url.pathname)).toEqual(['/en/second']);
    expect(window.location.href).toBe(`${origin}/en/second`);
  });

  it('load a link clicked twice only once', async () => {
    const { router, requests, shown } = setUp();
    const anchor = link('/en/company');
    click(anchor);
    click(anchor);
    expect(requests).toHaveLength(1);
    requests[0]?.answer.resolve(pageAnswer('/en/company'));
    await router.pending();
    expect(shown).toHaveLength(1);
  });
});

describe('going back and forward', () => {
  it('loads the page of the entry and hands over the position it had', async () => {
    const { window, router, requests, shown } = setUp();
    window.scrollY = 840;
    click(link('/en/company'));
    requests[0]?.answer.resolve(pageAnswer('/en/company'));
    await router.pending();
    window.scrollY = 120;
    window.back();
    expect(requests[1]?.url).toBe(`${origin}/en`);
    requests[1]?.answer.resolve(pageAnswer('/en', 'Home'));
    await router.pending();
    expect(shown[1]).toMatchObject({ direction: 'history', saved: { x: 0, y: 840 } });
    expect(window.length).toBe(2);
    window.forward();
    requests[2]?.answer.resolve(pageAnswer('/en/company'));
    await router.pending();
    expect(shown[2]).toMatchObject({ direction: 'history', saved: { x: 0, y: 120 } });
  });

  it('loads the entry in full, keeping the history, when the payload fails', async () => {
    const { window, router, requests, fullLoads } = setUp();
    click(link('/en/company'));
    requests[0]?.answer.resolve(pageAnswer('/en/company'));
    await router.pending();
    window.back();
    requests[1]?.answer.resolve(null);
    await router.pending();
    expect(fullLoads).toEqual([{ href: `${origin}/en`, replace: true }]);
  });

  it('between anchors of one page only scrolls', () => {
    const { window, requests, scrolled } = setUp('/en/company');
    window.scrollY = 300;
    click(link('#team'));
    window.followFragment('#team');
    window.scrollY = 900;
    window.back();
    expect(requests).toEqual([]);
    expect(scrolled).toEqual([{ kind: 'restore', position: { x: 0, y: 300 } }]);
  });
});

describe('a new release', () => {
  it('makes the next navigation a full page load', async () => {
    const { router, options, requests, fullLoads } = setUp();
    options.releaseMode.mockReturnValue('full-reload' as never);
    click(link('/en/company'));
    await router.pending();
    expect(requests).toEqual([]);
    expect(fullLoads).toEqual([{ href: `${origin}/en/company`, replace: false }]);
  });
});

describe('a route rule of the build manifest', () => {
  it('sends the navigation to its target inside the site', async () => {
    const { router, options, requests } = setUp();
    options.routeRuleTarget.mockImplementation((path) => (path === '/en/old' ? '/en/new' : null));
    click(link('/en/old'));
    expect(requests[0]?.url).toBe(`${origin}/en/new`);
    requests[0]?.answer.resolve(pageAnswer('/en/new'));
    await router.pending();
    expect(options.routeRuleTarget).toHaveBeenCalledWith('/en/old');
  });

  it('loads an external target in full', async () => {
    const { router, options, requests, fullLoads } = setUp();
    options.routeRuleTarget.mockReturnValue('https://shop.example.com/en');
    click(link('/en/shop'));
    await router.pending();
    expect(requests).toEqual([]);
    expect(fullLoads).toEqual([{ href: 'https://shop.example.com/en', replace: false }]);
  });

  it('keeps the query on the way to another origin unless the target names its own', async () => {
    const { router, options, fullLoads } = setUp();
    options.routeRuleTarget.mockReturnValueOnce('https://shop.example.com/en');
    click(link('/en/shop?utm_source=mail'));
    await router.pending();
    options.routeRuleTarget.mockReturnValueOnce('https://shop.example.com/en?x=1');
    click(link('/en/shop?utm_source=mail'));
    await router.pending();
    expect(fullLoads).toEqual([
      { href: 'https://shop.example.com/en?utm_source=mail', replace: false },
      { href: 'https://shop.example.com/en?x=1', replace: false },
    ]);
  });
});

describe('leaving the page', () => {
  it('remembers the scroll position of the entry', () => {
    const { window, scroll } = setUp();
    window.scrollY = 640;
    window.dispatch('pagehide');
    expect(scroll.saved(scroll.currentKey(window.history))).toEqual({ x: 0, y: 640 });
  });
});
