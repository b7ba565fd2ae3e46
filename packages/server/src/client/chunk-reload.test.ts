// @vitest-environment happy-dom
import type { KeyValueStore } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { importWithReload, reloadOnce, reloadOnPreloadError } from './chunk-reload';

function sessionStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('a script part that fails to load', () => {
  it('reloads the page once and not again within 10 seconds', () => {
    const store = sessionStore();
    const reload = vi.fn();
    expect(reloadOnce({ store, reload, now: () => 50_000 })).toBe(true);
    expect(store.get('kmx:reload-guard')).toBe('50000');
    expect(reloadOnce({ store, reload, now: () => 59_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ store, reload, now: () => 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('loaded by import reloads the page, and fails as usual when the guard holds', async () => {
    const store = sessionStore();
    const reload = vi.fn();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const pending = importWithReload(failing, { store, reload, now: () => 1_000 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    void pending;
    await expect(importWithReload(failing, { store, reload, now: () => 2_000 })).rejects.toThrow(
      'dynamically imported',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loaded by import gives the module when it loads', async () => {
    const module = { startPortal: () => undefined };
    const reload = vi.fn();
    await expect(
      importWithReload(async () => module, { store: sessionStore(), reload }),
    ).resolves.toBe(module);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reported by Vite as a preload error reloads the page once', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    reloadOnPreloadError(target, { store: sessionStore(), reload, now: () => 5_000 });
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
