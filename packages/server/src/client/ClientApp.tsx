import {
  loadedMessages,
  LoadingIndicator,
  MessagesProvider,
  preloadSiteView,
  SiteApp,
  type SiteServices,
} from '@kmx/ui';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Messages } from '@kmx/ui';
import type { ClientStore } from './client-store';
import { ServerForks } from './ServerForks';
import { RenderGuard } from './RenderGuard';

export interface ClientAppProps {
  readonly store: ClientStore;
  /** Called once, after hydration has committed. */
  readonly onMounted?: () => void;
  /** A page failed to render; `pageNumber` 0 is the page the server sent. */
  readonly onRenderError?: (error: unknown, pageNumber: number) => void;
  /** The browser's endpoints and storage, handed to the page once it is hydrated. */
  readonly services?: SiteServices;
  /** The forms' start token in the server's HTML (issue 19), `''` when the page has no form. */
  readonly formStarted?: string;
}

/** A page's texts, loaded with its code before it is hydrated or shown (`preloadSiteView`). */
function textsOf(language: string): Messages {
  const messages = loadedMessages(language);
  if (messages === null) throw new Error(`The texts of "${language}" are not loaded`);
  return messages;
}

/**
 * The browser's root: the page from the store, as the server rendered it, and after hydration the
 * loading indicator. Its first render is exactly the server's tree, so hydration matches.
 */
export function ClientApp({
  store,
  onMounted,
  onRenderError,
  services,
  formStarted = '',
}: ClientAppProps) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [mounted, setMounted] = useState(false);
  const mountedOnce = useRef(false);

  useEffect(() => {
    setMounted(true);
    if (mountedOnce.current) return;
    mountedOnce.current = true;
    onMounted?.();
  }, [onMounted]);

  const { view } = state.page;
  const errorView = { kind: 'error', language: view.language, homeHref: view.homeHref } as const;
  const messages = textsOf(view.language);
  useEffect(() => {
    // The error page is a script part of its own, loaded once the page runs, so it is there when
    // needed; a failed load leaves the page as it is (the guard then shows nothing new).
    preloadSiteView(errorView).catch(() => undefined);
  }, [errorView.language, errorView.homeHref]);
  return (
    <ServerForks
      after={
        mounted && (
          <MessagesProvider messages={messages}>
            <LoadingIndicator loading={state.loading} loadedTitle={state.loadedTitle} />
          </MessagesProvider>
        )
      }
    >
      <RenderGuard
        key={state.pageNumber}
        fallback={
          <Suspense fallback={null}>
            <SiteApp view={errorView} messages={messages} />
          </Suspense>
        }
        onError={(error) => onRenderError?.(error, state.pageNumber)}
      >
        {/* The first render must be the server's, which has no services. */}
        <SiteApp
          view={view}
          messages={messages}
          formStarted={formStarted}
          services={mounted ? (services ?? null) : null}
          user={mounted ? state.user : null}
        />
      </RenderGuard>
    </ServerForks>
  );
}
