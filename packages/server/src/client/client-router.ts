import {
  isClientNavigablePath,
  maxClientRedirects,
  scrollTarget,
  type ScrollTarget,
} from '@kmx/domain/browser';
import { navigationModes, type NavigationMode } from '@kmx/domain/policies';
import { type PayloadAnswer } from '@kmx/domain/view';
import { clickedAnchor, clickedNavigation, isSamePage } from './link-click';
import type { LoadingDelay } from './loading-delay';
import type { Arrival } from './page-transition';
import { stateWithKey, type HistoryLike, type ScrollMemory } from './scroll-memory';

/** The part of `window` the router uses. */
export interface RouterWindow {
  readonly location: { readonly href: string };
  readonly history: HistoryLike & {
    pushState(data: unknown, unused: string, url?: string | URL | null): void;
  };
  readonly scrollX: number;
  readonly scrollY: number;
  addEventListener(type: 'popstate' | 'hashchange' | 'pagehide', listener: () => void): void;
}

export interface ClientRouterOptions {
  readonly window: RouterWindow;
  /** Where clicks are listened for. */
  readonly document: Pick<Document, 'addEventListener'>;
  readonly scroll: ScrollMemory;
  /** The payload answer for a page; `null` on failure. May reject once `signal` is aborted. */
  readonly loadPage: (page: URL, signal: AbortSignal) => Promise<PayloadAnswer | null>;
  readonly show: (arrival: Arrival) => void;
  readonly scrollTo: (target: ScrollTarget) => void;
  /** Spec 4: after a new release the next navigation is a full page load. */
  readonly releaseMode: () => NavigationMode;
  /** Where a route rule of the build manifest sends a path, if anywhere. */
  readonly routeRuleTarget: (path: string) => string | null;
  readonly loading: LoadingDelay;
  /** Loads a page in full; `replace` keeps the history entry the browser shows now. */
  readonly fullLoad: (href: string, replace: boolean) => void;
}

/**
 * How a navigation ends up in the history: `push` adds an entry (a link followed), `replace` swaps
 * the current one (the page shown opened again), `pop` arrives at an entry the browser already
 * moved to (back or forward).
 */
export type HistoryMode = 'push' | 'replace' | 'pop';

interface Navigation {
  readonly href: string;
  readonly controller: AbortController;
  readonly done: Promise<void>;
}

const needsOwnCode: ReadonlySet<string> = new Set(['portal', 'editor', 'sign-in-callback']);

/**
 * Client navigation (DESIGN.md "One request", step 6): opens public pages by fetching their
 * payload and rendering it, with history, scroll memory and the spec's fallbacks. Whatever goes
 * wrong ends in a full page load of the address, never in a dead link. A newer navigation aborts
 * an older one still loading; the same link clicked twice loads once (spec 4).
 */
export class ClientRouter {
  private current: URL;
  private currentKey: string;
  private navigation: Navigation | null = null;

  constructor(private readonly options: ClientRouterOptions) {
    this.current = new URL(options.window.location.href);
    this.currentKey = options.scroll.currentKey(options.window.history);
  }

  start(): void {
    const { window, document } = this.options;
    document.addEventListener('click', (event) => this.onClick(event as MouseEvent));
    window.addEventListener('popstate', () => this.onPopState());
    window.addEventListener('hashchange', () => this.onHashChange());
    window.addEventListener('pagehide', () => this.saveScroll());
  }

  /** The navigation under way, for callers that wait for it. */
  pending(): Promise<void> {
    return this.navigation?.done ?? Promise.resolve();
  }

  navigate(url: URL, mode: HistoryMode): Promise<void> {
    const running = this.navigation;
    if (running !== null && running.href === url.href && mode !== 'pop') return running.done;
    running?.controller.abort();
    const controller = new AbortController();
    this.options.loading.start();
    const done = this.run(url, mode, controller.signal)
      .catch(() => {
        if (!controller.signal.aborted) this.leave(url, mode);
      })
      .finally(() => {
        if (this.navigation?.controller !== controller) return;
        this.navigation = null;
        this.options.loading.stop();
      });
    this.navigation = { href: url.href, controller, done };
    return done;
  }

  private onClick(event: MouseEvent): void {
    const url = clickedNavigation(event, new URL(this.options.window.location.href));
    if (url === null) {
      // The browser may leave this entry itself (an anchor of the page): remember where it was.
      if (!event.defaultPrevented && clickedAnchor(event) !== null) this.saveScroll();
      return;
    }
    event.preventDefault();
    void this.navigate(url, isSamePage(url, this.current) ? 'replace' : 'push');
  }

  private onPopState(): void {
    this.saveScroll();
    const { history, location } = this.options.window;
    this.currentKey = this.options.scroll.currentKey(history);
    const url = new URL(location.href);
    if (isSamePage(url, this.current)) {
      // Back or forward between anchors of the page shown: nothing to load.
      this.navigation?.controller.abort();
      this.current = url;
      const saved = this.options.scroll.saved(this.currentKey);
      this.options.scrollTo(scrollTarget('history', saved, url.hash));
      return;
    }
    void this.navigate(url, 'pop');
  }

  private onHashChange(): void {
    this.currentKey = this.options.scroll.currentKey(this.options.window.history);
    const url = new URL(this.options.window.location.href);
    if (isSamePage(url, this.current)) this.current = url;
  }

  private saveScroll(): void {
    const { scrollX, scrollY } = this.options.window;
    this.options.scroll.save(this.currentKey, { x: scrollX, y: scrollY });
  }

  private isOpenedHere(url: URL): boolean {
    return url.origin === this.current.origin && isClientNavigablePath(url.pathname);
  }

  private leave(url: URL, mode: HistoryMode): void {
    this.options.fullLoad(url.href, mode !== 'push');
  }

  private async run(requested: URL, mode: HistoryMode, signal: AbortSignal): Promise<void> {
    if (this.options.releaseMode() === navigationModes.fullReload) {
      this.leave(requested, mode);
      return;
    }
    let url = requested;
    const ruled = this.options.routeRuleTarget(url.pathname);
    if (ruled !== null) {
      url = new URL(ruled, url);
      // As on the server, a target without a query of its own keeps the one asked for.
      if (url.search === '') url.search = requested.search;
      if (!this.isOpenedHere(url)) {
        this.leave(url, mode);
        return;
      }
    }
    for (let redirects = 0; ; redirects += 1) {
      let answer: PayloadAnswer | null;
      try {
        answer = await this.options.loadPage(url, signal);
      } catch {
        answer = null;
      }
      if (signal.aborted) return;
      if (answer === null) {
        this.leave(url, mode);
        return;
      }
      if (answer.kind === 'page') {
        if (needsOwnCode.has(answer.view.kind)) this.leave(url, mode);
        else this.arrive(answer, url, mode);
        return;
      }
      const next = new URL(answer.location, url);
      // As with HTTP redirects, a target without a fragment keeps the one asked for.
      if (next.hash === '') next.hash = url.hash;
      if (answer.external || !this.isOpenedHere(next) || redirects >= maxClientRedirects) {
        this.leave(next, mode);
        return;
      }
      url = next;
    }
  }

  private arrive(answer: PayloadAnswer & { kind: 'page' }, url: URL, mode: HistoryMode): void {
    const { history, location } = this.options.window;
    if (mode === 'push') {
      this.saveScroll();
      this.currentKey = this.options.scroll.newKey();
      history.pushState(stateWithKey(null, this.currentKey), '', url.href);
    } else if (mode === 'replace' || url.href !== location.href) {
      history.replaceState(stateWithKey(history.state, this.currentKey), '', url.href);
    }
    this.current = url;
    const direction = mode === 'pop' ? 'history' : 'forward';
    this.options.show({
      page: { status: answer.status, head: answer.head, view: answer.view },
      url,
      direction,
      saved: direction === 'history' ? this.options.scroll.saved(this.currentKey) : null,
    });
  }
}
