import {
  LoadingIndicator,
  MessagesProvider,
  messagesFor,
  SiteApp,
  type SiteServices,
} from '@kmx/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ClientStore } from './client-store';
import { RenderGuard } from './RenderGuard';

export interface ClientAppProps {
  readonly store: ClientStore;
  /** Called once, after hydration has committed. */
  readonly onMounted?: () => void;
  /** A page failed to render; `pageNumber` 0 is the page the server sent. */
  readonly onRenderError?: (error: unknown, pageNumber: number) => void;
  /** The browser's endpoints and storage, handed to the page once it is hydrated. */
  readonly services?: SiteServices;
}

/**
 * The browser's root: the page from the store, as the server rendered it, and after hydration the
 * loading indicator. Its first render is exactly the server's tree, so hydration matches.
 */
export function ClientApp({ store, onMounted, onRenderError, services }: ClientAppProps) {
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
  return (
    <>
      <RenderGuard
        key={state.pageNumber}
        fallback={
          <SiteApp view={{ kind: 'error', language: view.language, homeHref: view.homeHref }} />
        }
        onError={(error) => onRenderError?.(error, state.pageNumber)}
      >
        {/* The first render must be the server's, which has no services. */}
        <SiteApp view={view} services={mounted ? (services ?? null) : null} />
      </RenderGuard>
      {mounted && (
        <MessagesProvider messages={messagesFor(view.language)}>
          <LoadingIndicator loading={state.loading} loadedTitle={state.loadedTitle} />
        </MessagesProvider>
      )}
    </>
  );
}
