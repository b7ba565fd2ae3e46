// @vitest-environment happy-dom
import type { PayloadAnswer } from '@kmx/domain/view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkPreloader, watchLinks } from './link-preloader';

const answer: PayloadAnswer = { kind: 'redirect', location: '/en/x', external: false };

function payload(path: string): URL {
  return new URL(`http://h${path}/_payload.json?v=b1`);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('preloading pages', () => {
  it('runs at most 4 at once and drops the rest', () => {
    const load = vi.fn(() => new Promise<PayloadAnswer | null>(() => undefined));
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    for (const path of ['/en/a', '/en/b', '/en/c', '/en/d', '/en/e'])
      preloader.preload(payload(path));
    expect(load).toHaveBeenCalledTimes(4);
    expect(preloader.take(payload('/en/e'))).toBeNull();
  });

  it('frees a slot when a preload ends', async () => {
    const load = vi.fn(async () => answer);
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    for (const path of ['/en/a', '/en/b', '/en/c', '/en/d']) preloader.preload(payload(path));
    await preloader.take(payload('/en/a'));
    await Promise.resolve();
    preloader.preload(payload('/en/e'));
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('never runs on a slow connection or in data-saver mode', () => {
    const load = vi.fn(async () => answer);
    new LinkPreloader({ load, connection: () => ({ effectiveType: '2g' }) }).preload(
      payload('/en/a'),
    );
    new LinkPreloader({
      load,
      connection: () => ({ effectiveType: '4g', saveData: true }),
    }).preload(payload('/en/a'));
    expect(load).not.toHaveBeenCalled();
  });

  it('hands a preloaded answer to the navigation once, and loads a page once', async () => {
    const load = vi.fn(async () => answer);
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    preloader.preload(payload('/en/a'));
    preloader.preload(payload('/en/a'));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(preloader.take(payload('/en/a'))).resolves.toEqual(answer);
    expect(preloader.take(payload('/en/a'))).toBeNull();
  });

  it('forgets a preload older than a minute', () => {
    let now = 0;
    const load = vi.fn(async () => answer);
    const preloader = new LinkPreloader({ load, connection: () => undefined, now: () => now });
    preloader.preload(payload('/en/a'));
    now = 60_000;
    expect(preloader.take(payload('/en/a'))).toBeNull();
    preloader.preload(payload('/en/b'));
    now = 70_000;
    preloader.preload(payload('/en/b'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a failed preload into no answer', async () => {
    const load = vi.fn(async (): Promise<PayloadAnswer | null> => {
      throw new Error('offline');
    });
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    preloader.preload(payload('/en/a'));
    await expect(preloader.take(payload('/en/a'))).resolves.toBeNull();
  });

  it('keeps at most 24 preloads, forgetting the oldest', async () => {
    const load = vi.fn(async () => answer);
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    for (let index = 0; index < 25; index += 1) {
      preloader.preload(payload(`/en/p${index}`));
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(preloader.take(payload('/en/p0'))).toBeNull();
    expect(preloader.take(payload('/en/p24'))).not.toBeNull();
  });

  it('forgets every preload when cleared, so the next look loads again', async () => {
    const load = vi.fn(async () => answer);
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    preloader.preload(payload('/en/a'));
    preloader.preload(payload('/en/b'));
    preloader.clear();
    expect(preloader.take(payload('/en/a'))).toBeNull();
    preloader.preload(payload('/en/b'));
    expect(load).toHaveBeenCalledTimes(3);
    await expect(preloader.take(payload('/en/b'))).resolves.toEqual(answer);
  });
});

describe('watching links', () => {
  it('preloads a link the pointer rests on or that gets the focus', () => {
    const load = vi.fn((_url: URL) => new Promise<PayloadAnswer | null>(() => undefined));
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    document.body.innerHTML =
      '<a href="/en/a"><span>A</span></a><a href="/en/b">B</a><a href="https://x.example/">X</a>';
    watchLinks(document, preloader, (anchor) => {
      const href = anchor.getAttribute('href') ?? '';
      return href.startsWith('/') ? payload(href) : null;
    });
    document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelectorAll('a')[1]?.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.querySelectorAll('a')[2]?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load.mock.calls.map(([url]) => url.pathname)).toEqual([
      '/en/a/_payload.json',
      '/en/b/_payload.json',
    ]);
  });

  it('preloads links as they scroll into view, once each', () => {
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    const unobserve = vi.fn();
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve = unobserve;
      disconnect() {
        observed.length = 0;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => new Promise<PayloadAnswer | null>(() => undefined));
    const preloader = new LinkPreloader({ load, connection: () => undefined });
    document.body.innerHTML = '<a href="/en/a">A</a><a href="/en/b">B</a>';
    const watch = watchLinks(document, preloader, (anchor) =>
      payload(anchor.getAttribute('href') ?? ''),
    );
    expect(observed).toHaveLength(2);
    report([
      { isIntersecting: true, target: observed[0] as Element },
      { isIntersecting: false, target: observed[1] as Element },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unobserve).toHaveBeenCalledWith(observed[0]);
    document.body.innerHTML += '<a href="/en/c">C</a>';
    watch.scan();
    expect(observed).toHaveLength(3);
    vi.unstubAllGlobals();
  });
});
