import { SessionStorageKeyValueStore } from '@kmx/adapters';
import { scrollTarget } from '@kmx/domain/browser';
import { appMountFailureMessage } from '@kmx/domain/errors';
import { type ConnectionHint } from '@kmx/domain/policies';
import { preloadSiteView } from '@kmx/ui';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { ClientApp } from './ClientApp';
import { ClientRouter } from './client-router';
import { createClientStore } from './client-store';
import { jsonFetcher } from './fetch-json';
import { createHeadUpdater } from './head-updater';
import { isSamePage, navigableLinkTarget } from './link-click';
import { LinkPreloader, watchLinks, type LinkWatch } from './link-preloader';
import { createLoadingDelay } from './loading-delay';
import { createPageTransition, recordPageView } from './page-transition';
import { fetchPayloadAnswer, payloadUrl, type FetchLike } from './payload-client';
import { ReleaseWatch } from './release-watch';
import { RouteRulesClient } from './route-rules-client';
import { ScrollMemory } from './scroll-memory';
import { createScroller } from './scroll-to';
import { openSessionChannel, storedUser, watchSession } from './stored-session';
import { browserSiteServices } from './site-services';
import type { ShownPage } from './ShownPage';

/** Preloads wait for the build id (it is part of the payload address), but not for ever. */
const preloadStartLimitMs = 2_000;

export interface SiteStart {
  readonly window: Window;
  readonly root: HTMLElement;
  readonly page: ShownPage;
  readonly fetch: FetchLike;
  /** Called once the page is hydrated and the router listens. */
  readonly onReady?: (router: ClientRouter) => void;
  /** Spec 8: the guarded reload after a script part failed to load; `true` if it reloads. */
  readonly reloadOnce: () => boolean;
}

function connectionOf(window: Window): ConnectionHint | undefined {
  return (window.navigator as Navigator & { connection?: ConnectionHint }).connection;
}

function wasRevisited(window: Window): boolean {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/**
 * Public-site 2.5: the header's user menu names the signed-in visitor once the page has hydrated,
 * from the tokens the portal stored (the HTML is the same for everyone), and follows other tabs
 * signing in and out.
 */
function followStoredUser(window: Window, store: ReturnType<typeof createClientStore>): void {
  const read = () => {
    try {
      store.update({ user: storedUser(window.localStorage, Date.now()) });
    } catch {
      // Storage a privacy setting refuses: nobody is known to be signed in.
    }
  };
  read();
  watchSession(window, openSessionChannel(window), {
    onTokensChanged: read,
    onSignedOut: () => store.update({ user: null }),
  });
}

/**
 * Hydrates a public page and wires the browser's part of the site: client navigation, scroll
 * memory, page head, analytics, loading indicator, preloads, release and route-rule checks.
 */
export function startSite({ window, root, page, fetch, onReady, reloadOnce }: SiteStart): void {
  const { document, history, location } = window;
  const store = createClientStore(page);
  const fetchJson = jsonFetcher(fetch);
  const release = new ReleaseWatch({ fetchJson, document });
  const routeRules = new RouteRulesClient(fetchJson);
  const scroll = new ScrollMemory(new SessionStorageKeyValueStore(() => window.sessionStorage));
  const scrollTo = createScroller(window, document);
  const preloader = new LinkPreloader({
    load: (url) => fetchPayloadAnswer(fetch, url),
    connection: () => connectionOf(window),
  });
  const payloadFor = (pageUrl: URL) => payloadUrl(pageUrl, release.runningBuildId());
  let links: LinkWatch | null = null;

  const show = createPageTransition({
    document,
    dataLayer: window as Window & { dataLayer?: unknown },
    render: (next) => {
      flushSync(() => store.update({ page: next, pageNumber: store.get().pageNumber + 1 }));
      links?.scan();
    },
    announce: (title) => store.update({ loadedTitle: title }),
    head: createHeadUpdater(document),
    scrollTo,
  });

  const router = new ClientRouter({
    window,
    document,
    scroll,
    show,
    scrollTo,
    loadPage: async (pageUrl, signal) => {
      const url = payloadFor(pageUrl);
      const preloaded = await (preloader.take(url) ?? Promise.resolve(null));
      const answer = preloaded ?? (await fetchPayloadAnswer(fetch, url, signal));
      // The view's script part must be there before the page is shown (synchronously, flushSync);
      // when it fails to load, the router loads the page in full.
      if (answer?.kind === 'page') await preloadSiteView(answer.view);
      return answer;
    },
    releaseMode: () => release.mode(),
    routeRuleTarget: (path) => routeRules.target(path),
    loading: createLoadingDelay((loading) => store.update({ loading })),
    fullLoad: (href, replace) => (replace ? location.replace(href) : location.assign(href)),
  });

  const onMounted = () => {
    document.documentElement.dataset['hydrated'] = 'true';
    history.scrollRestoration = 'manual';
    router.start();
    const key = scroll.currentKey(history);
    if (wasRevisited(window)) scrollTo(scrollTarget('history', scroll.saved(key), location.hash));
    recordPageView(
      window as Window & { dataLayer?: unknown },
      page,
      new URL(location.href),
      document.title,
    );
    release.start();
    void routeRules.start(release.runningBuild);
    followStoredUser(window, store);
    const preloadStart = new Promise((resolve) => setTimeout(resolve, preloadStartLimitMs));
    void Promise.race([release.runningBuild, preloadStart]).then(() => {
      links = watchLinks(document, preloader, (anchor) => {
        const shown = new URL(location.href);
        const target = navigableLinkTarget(anchor, shown);
        return target === null || isSamePage(target, shown) ? null : payloadFor(target);
      });
    });
    onReady?.(router);
  };

  const onRenderError = (error: unknown, pageNumber: number) => {
    console.error(appMountFailureMessage, error);
    // A page that came by client navigation may well render when the server renders it.
    if (pageNumber > 0) location.reload();
  };

  hydrateRoot(
    root,
    <ClientApp
      store={store}
      // The forms' start token the server rendered into the page: read back, so hydration matches.
      formStarted={root.querySelector<HTMLInputElement>('input[name="formStarted"]')?.value ?? ''}
      onMounted={onMounted}
      onRenderError={onRenderError}
      services={browserSiteServices({
        window,
        fetch,
        reloadOnce,
        // Pages preloaded before the switch are in the old system; the server renders by cookie.
        measurementCookieWritten: () => preloader.clear(),
        siteName: () => {
          const { view } = store.get().page;
          return 'frame' in view && view.frame !== null ? view.frame.site.name : null;
        },
      })}
    />,
  );
}
