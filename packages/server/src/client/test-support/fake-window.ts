import type { RouterWindow } from '../client-router';

interface Entry {
  href: string;
  state: unknown;
}

/**
 * A browser window's history, location and scrolling as the router sees them, with back and
 * forward that fire `popstate` as a browser does.
 */
export class FakeWindow implements RouterWindow {
  private readonly entries: Entry[];
  private index = 0;
  private readonly listeners = new Map<string, Set<() => void>>();
  scrollX = 0;
  scrollY = 0;
  readonly history;

  constructor(href: string) {
    this.entries = [{ href, state: null }];
    const entry = () => this.entries[this.index] as Entry;
    const resolve = (url: string | URL | null | undefined) =>
      url === null || url === undefined ? entry().href : new URL(url, entry().href).href;
    this.history = {
      get state() {
        return entry().state;
      },
      pushState: (data: unknown, _unused: string, url?: string | URL | null) => {
        this.entries.splice(this.index + 1);
        this.entries.push({ href: resolve(url), state: structuredClone(data) });
        this.index += 1;
      },
      replaceState: (data: unknown, _unused: string, url?: string | URL | null) => {
        this.entries[this.index] = { href: resolve(url), state: structuredClone(data) };
      },
    };
  }

  get location() {
    return { href: (this.entries[this.index] as Entry).href };
  }

  get length(): number {
    return this.entries.length;
  }

  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  dispatch(type: string): void {
    this.listeners.get(type)?.forEach((listener) => listener());
  }

  back(): void {
    this.index -= 1;
    this.dispatch('popstate');
  }

  forward(): void {
    this.index += 1;
    this.dispatch('popstate');
  }

  /** A fragment link followed by the browser itself: a new entry without state. */
  followFragment(hash: string): void {
    const url = new URL(this.location.href);
    url.hash = hash;
    this.entries.splice(this.index + 1);
    this.entries.push({ href: url.href, state: null });
    this.index += 1;
    this.dispatch('hashchange');
  }
}
