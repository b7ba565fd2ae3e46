import { mayStartPreload } from '@kmx/domain/browser';
import { type ConnectionHint } from '@kmx/domain/policies';
import { type PayloadAnswer } from '@kmx/domain/view';
import { clickedAnchor } from './link-click';

export interface LinkPreloaderOptions {
  /** Fetches a payload answer; `null` on failure. */
  readonly load: (payloadUrl: URL) => Promise<PayloadAnswer | null>;
  /** What the browser tells about the connection (`navigator.connection`), if anything. */
  readonly connection: () => ConnectionHint | undefined;
  readonly now?: () => number;
}

interface Preload {
  readonly answer: Promise<PayloadAnswer | null>;
  readonly at: number;
}

/** A page edited since it was preloaded should show the edit: older preloads are fetched again. */
const preloadMaxAgeMs = 60_000;
/** Preloads kept at most; the oldest goes first. */
const maxKeptPreloads = 24;

/**
 * Spec public-site 7 and 9: fetches payloads of pages the visitor is likely to open, at most 4 at
 * once and never on slow connections or in data-saver mode. A navigation takes a preload instead
 * of fetching again.
 */
export class LinkPreloader {
  private readonly preloads = new Map<string, Preload>();
  private inFlight = 0;

  constructor(private readonly options: LinkPreloaderOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private fresh(key: string): Preload | null {
    const preload = this.preloads.get(key);
    if (preload === undefined) return null;
    if (this.now() - preload.at < preloadMaxAgeMs) return preload;
    this.preloads.delete(key);
    return null;
  }

  preload(payloadUrl: URL): void {
    const key = payloadUrl.href;
    if (this.fresh(key) !== null) return;
    if (!mayStartPreload(this.inFlight, this.options.connection())) return;
    this.inFlight += 1;
    const answer = this.options
      .load(payloadUrl)
      .catch(() => null)
      .finally(() => {
        this.inFlight -= 1;
      });
    this.preloads.set(key, { answer, at: this.now() });
    if (this.preloads.size > maxKeptPreloads) {
      const oldest = this.preloads.keys().next().value;
      if (oldest !== undefined) this.preloads.delete(oldest);
    }
  }

  /**
   * Forgets every preload, for answers that no longer hold: the visitor changed a choice the
   * server renders by (the measurement system, spec public-site 4). Running loads still free
   * their slots.
   */
  clear(): void {
    this.preloads.clear();
  }

  /** The preloaded answer for a payload, used once; `null` when there is none fresh. */
  take(payloadUrl: URL): Promise<PayloadAnswer | null> | null {
    const preload = this.fresh(payloadUrl.href);
    this.preloads.delete(payloadUrl.href);
    return preload?.answer ?? null;
  }
}

export interface LinkWatch {
  /** Looks for new links after the page changed. */
  scan(): void;
}

/**
 * Preloads a link's page when the pointer rests on it, when it gets the focus, or when it scrolls
 * into view. `payloadFor` tells which links lead to a page the browser app opens.
 */
export function watchLinks(
  document: Document,
  preloader: LinkPreloader,
  payloadFor: (anchor: HTMLAnchorElement) => URL | null,
): LinkWatch {
  const preloadLink = (anchor: HTMLAnchorElement | null) => {
    const url = anchor === null ? null : payloadFor(anchor);
    if (url !== null) preloader.preload(url);
  };
  const onIntent = (event: Event) => preloadLink(clickedAnchor(event));
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const View = document.defaultView?.IntersectionObserver;
  const observer =
    View === undefined
      ? null
      : new View((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            if (entry.target instanceof HTMLAnchorElement) preloadLink(entry.target);
          }
        });
  const scan = () => {
    if (observer === null) return;
    observer.disconnect();
    document.querySelectorAll('a[href]').forEach((anchor) => observer.observe(anchor));
  };
  scan();
  return { scan };
}
