/** The part of the window the portal's router uses. */
export interface HistoryWindow {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
  scrollTo(x: number, y: number): void;
}

/**
 * The portal's own address bar: in-portal links and the list filters change the address with
 * `pushState` (Back and Forward then walk through them), `popstate` brings the address back, and
 * the screens read their state from it, never from memory alone.
 */
export class PortalHistory {
  private readonly listeners = new Set<() => void>();
  private url: URL;

  constructor(private readonly window: HistoryWindow) {
    this.url = new URL(window.location.href);
  }

  current = (): URL => this.url;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens to Back and Forward; answers the function that stops. */
  start(): () => void {
    const onPopState = () => this.changed();
    this.window.addEventListener('popstate', onPopState);
    return () => this.window.removeEventListener('popstate', onPopState);
  }

  /** A new entry: a link followed, a filter changed. The new screen starts at its top. */
  push(href: string): void {
    const next = new URL(href, this.url);
    if (next.href === this.url.href) return;
    this.window.history.pushState(null, '', next.href);
    if (next.pathname !== this.url.pathname) this.window.scrollTo(0, 0);
    this.changed();
  }

  /** The same entry, changed: parameters written back in their clean form. */
  replace(href: string): void {
    const next = new URL(href, this.url);
    if (next.href === this.url.href) return;
    this.window.history.replaceState(null, '', next.href);
    this.changed();
  }

  private changed(): void {
    this.url = new URL(this.window.location.href);
    this.listeners.forEach((listener) => listener());
  }
}

/** What a click on a link needs to be told about. */
export interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
  preventDefault(): void;
}

/**
 * The address a plain click on a link of the portal should go to within the app: same origin,
 * under `/{locale}/mykomax`, no new tab or download. `null`: the browser follows it itself.
 */
export function portalLinkTarget(click: LinkClick, shown: URL, portalBase: string): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const anchor =
    click.target instanceof Element ? click.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (anchor === null || anchor.hasAttribute('download')) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.getAttribute('href') ?? '', shown);
  const base = portalBase.toLowerCase();
  const path = url.pathname.toLowerCase();
  if (url.origin !== shown.origin) return null;
  return path === base || path.startsWith(`${base}/`) ? url : null;
}
