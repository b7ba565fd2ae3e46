// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from './browser-environment';

describe('browserEnvironment', () => {
  it('reaches the page’s own globals', () => {
    const environment = browserEnvironment();
    expect(environment.document).toBe(document);
    expect(environment.location).toBe(location);
    expect(environment.localStorage).toBe(localStorage);
    expect(environment.sessionStorage).toBe(sessionStorage);
    expect(environment.crypto).toBe(crypto);
    expect(environment.console).toBe(console);
  });

  it('hands fetch calls to the page’s fetch', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'));
    const response = await browserEnvironment().fetch('https://portal.example/x', {
      method: 'POST',
    });
    expect(await response.text()).toBe('ok');
    expect(fetch).toHaveBeenCalledWith('https://portal.example/x', { method: 'POST' });
    fetch.mockRestore();
  });

  it('tells the time and sets timers with the page’s clock', () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1) });
    try {
      const environment = browserEnvironment();
      expect(environment.clock.now()).toBe(Date.UTC(2025, 0, 1));
      const ran: string[] = [];
      environment.timers.setTimeout(() => ran.push('kept'), 100);
      const handle = environment.timers.setTimeout(() => ran.push('cancelled'), 100);
      environment.timers.clearTimeout(handle);
      vi.advanceTimersByTime(99);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['kept']);
      expect(environment.clock.now()).toBe(Date.UTC(2025, 0, 1) + 100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses Web Locks where the browser has them, and none where it has not', () => {
    const descriptor = Object.getOwnPropertyDescriptor(navigator, 'locks');
    const locks = { request: vi.fn(), query: vi.fn() };
    try {
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
      expect(browserEnvironment().locks).toBe(locks);
      // Outside secure contexts browsers leave `navigator.locks` out.
      Object.defineProperty(navigator, 'locks', { value: null, configurable: true });
      expect(browserEnvironment().locks).toBeUndefined();
    } finally {
      if (descriptor === undefined) Reflect.deleteProperty(navigator, 'locks');
      else Object.defineProperty(navigator, 'locks', descriptor);
    }
  });
});
