import { LruCache } from '@kmx/adapters';
import { errorPage } from '../pages/error-page';
import type { CacheQueryAction } from '@kmx/domain/policies';
import type { PagePayload } from '@kmx/domain/view';
import { describe, expect, it, vi } from 'vitest';
import { CachingPageResponder, retryAfterSeconds, type CachedPage } from './CachingPageResponder';
import { OutOfTimeError } from './request-deadline';
import { pageCachePolicy, type PageCachePolicy } from './page-cache-policy';
import type { PageRenderer } from './PageRenderer';
import type { PageResponse, ProducedPage } from './PageResponder';
import {
  deferred,
  FakeResponse,
  FakeTimers,
  instantRenderer,
  settle,
  SteppedRenderer,
  wholePageRenderer,
} from './test-support/page-cache-fakes';

function payload(title: string, status = 200): PagePayload {
  return {
    status,
    head: {
      title,
      description: '',
      canonical: null,
      alternates: [],
      openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: null },
      robots: 'index, follow',
    },
    view: { kind: 'not-found', language: 'en', homeHref: '/en', frame: null, path: '/en/x' },
  };
}

function page(title: string, status = 200, cacheable = true): ProducedPage {
  return { payload: payload(title, status), cacheable };
}

function setUp(
  options: { render?: PageRenderer; policy?: PageCachePolicy; withoutStore?: boolean } = {},
) {
  const clock = { time: 1_000_000, now: () => clock.time };
  const timers = new FakeTimers();
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const policy = options.policy ?? pageCachePolicy;
  const store = new LruCache<CachedPage>({ clock, policy });
  const responder = new CachingPageResponder({
    render: options.render ?? instantRenderer,
    store: options.withoutStore === true ? null : store,
    clock,
    timers,
    logger,
    policy,
  });
  let nonces = 0;
  const request = (
    produce: () => Promise<ProducedPage>,
    more: {
      key?: string | null;
      cacheMode?: CacheQueryAction;
      errorPage?: () => PagePayload;
      deadline?: Promise<void>;
    } = {},
  ) => {
    const response = new FakeResponse();
    nonces += 1;
    const nonce = `nonce${nonces}+/=`;
    const request: PageResponse = {
      response,
      nonce,
      key: more.key === undefined ? 'site-main|en|/company' : more.key,
      cacheMode: more.cacheMode ?? 'use',
      produce,
      errorPage: more.errorPage ?? (() => errorPage('en')),
      ...(more.deadline !== undefined && { deadline: more.deadline }),
    };
    return { response, nonce, done: responder.respond(request) };
  };
  return { clock, timers, store, responder, request, logger };
}

const cacheHeader = (response: FakeResponse) => response.headers.get('x-page-cache');

describe('the whole-page cache', () => {
  it('renders a miss, then sends the kept page with the next response’s own nonce', async () => {
    const { request } = setUp();
    const produce = vi.fn(() => Promise.resolve(page('Company')));

    const first = request(produce);
    await first.done;
    const second = request(produce);
    await second.done;

    expect(produce).toHaveBeenCalledTimes(1);
    expect(cacheHeader(first.response)).toBe('miss');
    expect(cacheHeader(second.response)).toBe('hit');
    expect(first.response.body).toContain(`nonce="${first.nonce}"`);
    expect(second.response.body).toContain(`nonce="${second.nonce}"`);
    expect(second.response.body).not.toContain(first.nonce);
    expect(second.response.body).toContain('<title>Company</title>');
    expect(second.response.statusCode).toBe(200);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('sends a hit with its length in bytes, non-ASCII text and nonce included', async () => {
    const { request } = setUp();
    const produce = () => Promise.resolve(page('Über uns – Komax'));
    await request(produce).done;
    const hit = request(produce);
    await hit.done;

    expect(cacheHeader(hit.response)).toBe('hit');
    expect(hit.response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(hit.response.body)),
    );
    expect(hit.response.body).toContain(`nonce="${hit.nonce}"`);
  });

  it('sends a page rendered whole at once, with its length, and keeps it', async () => {
    const { request } = setUp({ render: wholePageRenderer });
    const produce = vi.fn(() => Promise.resolve(page('Über uns')));
    const miss = request(produce);
    await miss.done;
    const hit = request(produce);
    await hit.done;

    expect(produce).toHaveBeenCalledTimes(1);
    for (const { response, nonce } of [miss, hit]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).toContain('<title>Über uns</title>');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(response.body)));
      expect(response.writableEnded).toBe(true);
    }
    expect(cacheHeader(miss.response)).toBe('miss');
    expect(cacheHeader(hit.response)).toBe('hit');
  });

  it('answers from the cache alone while the kept page is fresh, and not after', async () => {
    const { request, responder, clock } = setUp();
    const key = 'site-main|en|/company';
    await request(() => Promise.resolve(page('Company')), { key }).done;

    const response = new FakeResponse();
    const prepare = vi.fn(() => ({ response, nonce: 'shortcut+/=' }));
    expect(await responder.respondFromCache(key, prepare)).toBe(true);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(cacheHeader(response)).toBe('hit');
    expect(response.body).toContain('nonce="shortcut+/="');
    expect(response.body).toContain('<title>Company</title>');

    const unused = vi.fn();
    expect(await responder.respondFromCache('site-main|en|/other', unused)).toBe(false);
    clock.time += pageCachePolicy.lifetimeMs;
    expect(await responder.respondFromCache(key, unused)).toBe(false);
    expect(unused).not.toHaveBeenCalled();
  });

  it('without a store (PAGE_CACHE=off) loads and renders every request on its own', async () => {
    const { request, responder } = setUp({ withoutStore: true });
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    const requests = [request(produce), request(produce), request(produce)];
    await Promise.all(requests.map(({ done }) => done));

    expect(produce).toHaveBeenCalledTimes(3);
    for (const { response, nonce } of requests) {
      expect(cacheHeader(response)).toBe('bypass');
      expect(response.body).toContain(`nonce="${nonce}"`);
    }
    const prepare = vi.fn();
    expect(await responder.respondFromCache('site-main|en|/company', prepare)).toBe(false);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('renders a page nothing keeps with its response’s own nonce, straight into the response', async () => {
    const renderer = new SteppedRenderer();
    const { request, timers } = setUp({ render: renderer.render, withoutStore: true });
    const alone = request(() => Promise.resolve(page('Company')));
    await settle();
    const [render] = renderer.renders;
    expect(render?.nonce).toBe(alone.nonce);
    render?.handlers.shellReady(200);
    render?.handlers.write(Buffer.from(`<html><script nonce="${alone.nonce}"></script>`));
    expect(alone.response.body).toBe(`<html><script nonce="${alone.nonce}"></script>`);
    expect(timers.pending).toBe(1);

    timers.expireAll();
    await settle();
    expect(renderer.aborted).toBe(1);
    render?.handlers.write(Buffer.from('</html>'));
    render?.handlers.end(false);
    await alone.done;
    expect(alone.response.body).toBe(`<html><script nonce="${alone.nonce}"></script></html>`);
    expect(alone.response.writableEnded).toBe(true);
  });

  it('leaves no render timer behind for a page rendered whole for one response', async () => {
    const { request, timers } = setUp({ render: wholePageRenderer, withoutStore: true });
    const alone = request(() => Promise.resolve(page('Company')));
    await alone.done;

    expect(alone.response.body).toContain(`nonce="${alone.nonce}"`);
    expect(timers.pending).toBe(0);
  });
  it('streams a miss to the visitor before the render has finished', async () => {
    const renderer = new SteppedRenderer();
    const { request } = setUp({ render: renderer.render });
    const first = request(() => Promise.resolve(page('Company')));
    await settle();
    const [render] = renderer.renders;
    render?.handlers.shellReady(200);
    render?.handlers.write(Buffer.from(`<html><script nonce="${render.nonce}"></script>`));

    expect(first.response.statusCode).toBe(200);
    expect(first.response.body).toBe(`<html><script nonce="${first.nonce}"></script>`);
    expect(first.response.writableEnded).toBe(false);

    render?.handlers.write(Buffer.from('</html>'));
    render?.handlers.end(true);
    await first.done;
    expect(first.response.body).toBe(`<html><script nonce="${first.nonce}"></script></html>`);
  });

  it('loads a page once for requests that miss at the same time, each with its own nonce', async () => {
    const { request } = setUp();
    const loading = deferred<ProducedPage>();
    const produce = vi.fn(() => loading.promise);

    const first = request(produce);
    const second = request(produce);
    await settle();
    loading.resolve(page('Company'));
    await Promise.all([first.done, second.done]);

    expect(produce).toHaveBeenCalledTimes(1);
    expect(first.response.body).toContain(`nonce="${first.nonce}"`);
    expect(second.response.body).toContain(`nonce="${second.nonce}"`);
    expect(second.response.body).not.toContain(first.nonce);
    expect(cacheHeader(second.response)).toBe('miss');
  });

  it('lets a request that joins a page its loader would not share load its own', async () => {
    const { request } = setUp();
    const loading = deferred<ProducedPage>();
    const first = request(() => loading.promise);
    const own = vi.fn(() => Promise.resolve(page('Second visitor’s page', 200, false)));
    const second = request(own);
    await settle();
    loading.resolve(page('First visitor’s page', 200, false));
    await Promise.all([first.done, second.done]);

    expect(own).toHaveBeenCalledTimes(1);
    expect(first.response.body).toContain('First visitor’s page');
    expect(second.response.body).toContain('Second visitor’s page');
  });

  it('keeps only complete status-200 pages its loader called cacheable', async () => {
    const { request } = setUp();
    for (const produced of [page('Not found', 404), page('Protected', 200, false)]) {
      const produce = vi.fn(() => Promise.resolve(produced));
      await request(produce).done;
      await request(produce).done;
      expect(produce).toHaveBeenCalledTimes(2);
    }
  });

  it('never stores a personal page, nor one its loader would not share, nor a bypassed one', async () => {
    const { request, store } = setUp();
    const personal: ProducedPage = { ...page('Protected'), personal: true };
    await request(() => Promise.resolve(personal), { key: 'personal' }).done;
    await request(() => Promise.resolve(page('Portal', 200, false)), { key: 'unshared' }).done;
    await request(() => Promise.resolve(page('Draft')), { key: 'draft', cacheMode: 'bypass' }).done;
    await settle();
    const kept: string[] = [];
    for await (const key of store.keys()) kept.push(key);
    expect(kept).toEqual([]);
  });

  it('does not keep a render that failed part-way', async () => {
    const renderer = new SteppedRenderer();
    const { request } = setUp({ render: renderer.render });
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    const first = request(produce);
    await settle();
    renderer.renders[0]?.handlers.shellReady(200);
    renderer.renders[0]?.handlers.end(false);
    await first.done;
    await settle();

    request(produce);
    await settle();
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('bypasses the cache for cache=false and for pages without a key', async () => {
    const { request } = setUp();
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    await request(produce).done;

    const bypassed = request(produce, { cacheMode: 'bypass' });
    await bypassed.done;
    const keyless = request(produce, { key: null });
    await keyless.done;
    await request(produce, { key: null }).done;

    expect(produce).toHaveBeenCalledTimes(4);
    expect(cacheHeader(bypassed.response)).toBe('bypass');
    expect(cacheHeader(keyless.response)).toBe('bypass');
    expect(keyless.response.body).toContain(`nonce="${keyless.nonce}"`);
  });

  it('empties the cache for cache=clear, then fills it again', async () => {
    const { request } = setUp();
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    await request(produce).done;
    await request(produce, { key: 'site-main|en|/other' }).done;

    const cleared = request(produce, { cacheMode: 'clear' });
    await cleared.done;
    const other = request(produce, { key: 'site-main|en|/other' });
    await other.done;
    const again = request(produce);
    await again.done;

    expect(cacheHeader(cleared.response)).toBe('miss');
    expect(cacheHeader(other.response)).toBe('miss');
    expect(cacheHeader(again.response)).toBe('hit');
  });

  it('loads a page again once its 5 minutes are over', async () => {
    const { request, clock } = setUp();
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    await request(produce).done;
    clock.time += pageCachePolicy.lifetimeMs - 1;
    const fresh = request(produce);
    await fresh.done;
    expect(cacheHeader(fresh.response)).toBe('hit');

    clock.time += 1;
    const later = request(produce);
    await later.done;
    expect(produce).toHaveBeenCalledTimes(2);
    expect(cacheHeader(later.response)).toBe('miss');
  });

  it('sends the stale copy, with this response’s nonce, when loading the page again fails', async () => {
    const { request, clock } = setUp();
    await request(() => Promise.resolve(page('Company'))).done;
    clock.time += pageCachePolicy.lifetimeMs;

    const failing = request(() => Promise.reject(new Error('content service down')));
    await failing.done;

    expect(cacheHeader(failing.response)).toBe('stale');
    expect(failing.response.statusCode).toBe(200);
    expect(failing.response.body).toContain('<title>Company</title>');
    expect(failing.response.body).toContain(`nonce="${failing.nonce}"`);
  });

  it('sends the stale copy when loading runs out of time, and keeps the late page', async () => {
    const { request, clock, timers } = setUp();
    await request(() => Promise.resolve(page('Company'))).done;
    clock.time += pageCachePolicy.lifetimeMs;

    const loading = deferred<ProducedPage>();
    const slow = request(() => loading.promise);
    await settle();
    timers.expireAll();
    await slow.done;
    expect(cacheHeader(slow.response)).toBe('stale');
    expect(slow.response.body).toContain('<title>Company</title>');

    loading.resolve(page('Company, updated'));
    await settle();
    const next = request(() => Promise.reject(new Error('not called')));
    await next.done;
    expect(cacheHeader(next.response)).toBe('hit');
    expect(next.response.body).toContain('<title>Company, updated</title>');
  });

  it('sends the error page with status 503 and Retry-After when loading runs out of time and nothing is kept', async () => {
    const { request, timers } = setUp();
    const slow = request(() => new Promise<ProducedPage>(() => undefined));
    await settle();
    timers.expireAll();
    await slow.done;

    expect(slow.response.statusCode).toBe(503);
    expect(slow.response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(slow.response.body).toContain('<title>Error | Komax</title>');
    expect(slow.response.body).toContain(`nonce="${slow.nonce}"`);
    expect(cacheHeader(slow.response)).toBe('miss');
  });

  it('keeps to the request’s own deadline instead of starting a budget of its own', async () => {
    const { request, timers } = setUp();
    const deadline = deferred<void>();
    const slow = request(() => new Promise<ProducedPage>(() => undefined), {
      deadline: deadline.promise,
    });
    await settle();
    timers.expireAll();
    await settle();
    expect(slow.response.headersSent).toBe(false);

    deadline.resolve();
    await slow.done;
    expect(slow.response.statusCode).toBe(503);
    expect(slow.response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  });

  it('counts a look-up that ran out of the request’s time as late: the stale copy, else 503', async () => {
    const { request, clock } = setUp();
    const outOfTime = () => Promise.reject(new OutOfTimeError());
    const nothingKept = request(outOfTime);
    await nothingKept.done;
    expect(nothingKept.response.statusCode).toBe(503);

    await request(() => Promise.resolve(page('Company'))).done;
    clock.time += pageCachePolicy.lifetimeMs;
    const stale = request(outOfTime);
    await stale.done;
    expect(cacheHeader(stale.response)).toBe('stale');
    expect(stale.response.statusCode).toBe(200);
    expect(stale.response.body).toContain('<title>Company</title>');
  });

  it('sends the caller’s error page when loading fails and nothing is kept', async () => {
    const renderer = new SteppedRenderer();
    const { request } = setUp({
      render: (payload, nonce, handlers) => {
        handlers.shellReady(payload.status);
        handlers.write(Buffer.from(`${payload.head.title} ${JSON.stringify(payload.view)}`));
        handlers.end(true);
        return renderer.render(payload, nonce, handlers);
      },
    });
    const failing = request(() => Promise.reject(new Error('boom')), {
      errorPage: () => payload('Sorry, something went wrong | Komax', 500),
    });
    await failing.done;

    expect(failing.response.statusCode).toBe(500);
    expect(failing.response.body).toContain('Sorry, something went wrong | Komax');
    expect(failing.response.body).not.toContain('boom');
  });

  it('sends the error page when the shell does not render', async () => {
    const { request } = setUp({
      render: (payload, nonce, handlers) => {
        if (payload.view.kind === 'error') return instantRenderer(payload, nonce, handlers);
        handlers.shellFailed(new Error('a component threw'));
        return { abort: () => undefined };
      },
    });
    const failing = request(() => Promise.resolve(page('Company')));
    await failing.done;

    expect(failing.response.statusCode).toBe(500);
    expect(failing.response.body).toContain('<title>Error | Komax</title>');
  });

  it('answers plain text when not even the error page renders', async () => {
    const { request } = setUp({
      render: (_payload, _nonce, handlers) => {
        handlers.shellFailed(new Error('nothing renders'));
        return { abort: () => undefined };
      },
    });
    const failing = request(() => Promise.resolve(page('Company')));
    await failing.done;

    expect(failing.response.statusCode).toBe(500);
    expect(failing.response.body).toBe('Sorry, something went wrong');
  });

  it('aborts a render that runs out of time and does not keep it', async () => {
    const renderer = new SteppedRenderer();
    const { request, timers } = setUp({ render: renderer.render });
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    const first = request(produce);
    await settle();
    renderer.renders[0]?.handlers.shellReady(200);
    timers.expireAll();
    await settle();
    expect(renderer.aborted).toBe(1);
    renderer.renders[0]?.handlers.end(false);
    await first.done;
    await settle();

    request(produce);
    await settle();
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('finishes the render for the cache when the visitor has left', async () => {
    const renderer = new SteppedRenderer();
    const { request } = setUp({ render: renderer.render });
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    const first = request(produce);
    await settle();
    const handlers = renderer.renders[0]?.handlers;
    handlers?.shellReady(200);
    first.response.destroyed = true;
    handlers?.write(Buffer.from('<html>Company</html>'));
    handlers?.end(true);
    await first.done;

    const second = request(produce);
    await second.done;
    expect(cacheHeader(second.response)).toBe('hit');
    expect(second.response.body).toBe('<html>Company</html>');
  });

  it('no longer waits for a load that overran its reclaim time', async () => {
    const { request, clock, timers } = setUp();
    const stuck = request(() => new Promise<ProducedPage>(() => undefined));
    await settle();
    timers.expireAll();
    await stuck.done;

    clock.time += pageCachePolicy.lockReclaimMs;
    const fresh = vi.fn(() => Promise.resolve(page('Company')));
    const next = request(fresh);
    await next.done;
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(next.response.statusCode).toBe(200);
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const { request } = setUp({ policy: { ...pageCachePolicy, maxEntries: 2 } });
    const produce = vi.fn(() => Promise.resolve(page('Company')));
    for (const key of ['a', 'b', 'c']) await request(produce, { key }).done;

    const first = request(produce, { key: 'a' });
    await first.done;
    const last = request(produce, { key: 'c' });
    await last.done;
    expect(cacheHeader(first.response)).toBe('miss');
    expect(cacheHeader(last.response)).toBe('hit');
  });
});

describe('the whole-page cache given a purge', () => {
  it('drops the pages it names, whose next request renders afresh, and keeps the others', async () => {
    const { request, responder } = setUp();
    await request(() => Promise.resolve(page('Company')), { key: 'company' }).done;
    await request(() => Promise.resolve(page('Careers')), { key: 'careers' }).done;
    await responder.purge((key) => key === 'company');

    const company = request(() => Promise.resolve(page('Company, renamed')), { key: 'company' });
    await company.done;
    const careers = request(() => Promise.resolve(page('Careers, renamed')), { key: 'careers' });
    await careers.done;
    expect(cacheHeader(company.response)).toBe('miss');
    expect(company.response.body).toContain('<title>Company, renamed</title>');
    expect(cacheHeader(careers.response)).toBe('hit');
  });

  it('does not keep a page being loaded while the purge ran', async () => {
    const { request, responder } = setUp();
    const loading = deferred<ProducedPage>();
    const before = request(() => loading.promise, { key: 'company' });
    await settle();
    await responder.purge(() => true);
    loading.resolve(page('Company, old'));
    await before.done;
    expect(before.response.body).toContain('<title>Company, old</title>');
    await settle();

    const after = request(() => Promise.resolve(page('Company, new')), { key: 'company' });
    await after.done;
    expect(cacheHeader(after.response)).toBe('miss');
    expect(after.response.body).toContain('<title>Company, new</title>');
  });

  it('does nothing without a page cache', async () => {
    const { responder, store } = setUp({ withoutStore: true });
    await responder.purge(() => true);
    expect(store.size).toBe(0);
  });
});
