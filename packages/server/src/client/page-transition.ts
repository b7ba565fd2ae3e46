import {
  pageViewEvent,
  scrollTarget,
  type NavigationDirection,
  type ScrollPosition,
  type ScrollTarget,
} from '@kmx/domain/browser';
import { allowsTrackingScripts } from '@kmx/domain/routing';
import { pushToDataLayer, type DataLayerHost } from './data-layer';
import type { HeadUpdater } from './head-updater';
import type { ShownPage } from './ShownPage';

export interface Arrival {
  readonly page: ShownPage;
  readonly url: URL;
  readonly direction: NavigationDirection;
  /** The position remembered for the history entry, for back and forward. */
  readonly saved: ScrollPosition | null;
}

export interface PageTransitionOptions {
  readonly document: Document;
  readonly dataLayer: DataLayerHost;
  /** Renders the page and returns once the DOM shows it. */
  readonly render: (page: ShownPage) => void;
  readonly announce: (title: string) => void;
  readonly head: HeadUpdater;
  readonly scrollTo: (target: ScrollTarget) => void;
}

/** Spec public-site 2.4, 7: the analytics event for the page shown, once per page. */
export function recordPageView(
  dataLayer: DataLayerHost,
  page: ShownPage,
  url: URL,
  documentTitle: string,
): void {
  if (!allowsTrackingScripts(url.pathname)) return;
  pushToDataLayer(
    dataLayer,
    pageViewEvent(url.pathname, page.head?.title ?? documentTitle, page.view),
  );
}

/**
 * What happens once a navigation's page has arrived: render it, then its head (debounced), scroll,
 * focus on the main content so keyboard and screen-reader users start there, announce the title,
 * and record the page view.
 */
export function createPageTransition(options: PageTransitionOptions): (arrival: Arrival) => void {
  return ({ page, url, direction, saved }) => {
    options.render(page);
    const title = page.head?.title ?? options.document.title;
    if (page.head !== null) options.head.update(page.head, page.view.language);
    options.scrollTo(scrollTarget(direction, saved, url.hash));
    options.document.getElementById('main')?.focus({ preventScroll: true });
    options.announce(title);
    recordPageView(options.dataLayer, page, url, title);
  };
}
