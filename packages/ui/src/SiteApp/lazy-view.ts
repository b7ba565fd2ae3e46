import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A page view whose code is a script part of its own, loaded the first time it is needed. */
export interface LazyView<Props extends object> {
  (props: Props): ReactElement | null;
  /** Loads the code; once it resolves the view renders at once, without suspending. */
  preload(): Promise<void>;
  /** After its code failed to load, the next render tries again (a no-op otherwise). */
  retry(): void;
}

/**
 * Public pages of most kinds are rare first visits, so their code stays out of the first load. The
 * browser preloads the view's code before it hydrates or shows a page (`preloadSiteView`), so the
 * view renders synchronously then and hydration matches the server's HTML; anywhere else (the
 * server, a test) it suspends once until the code is there.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyView<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed load (a network blip) may be tried again by the next page that needs it.
        loading = null;
        throw error;
      },
    ));
  // React keeps a failed lazy component failed (and must, or it would load again on every render
  // of a failing part): `retry` gives the next render a new one, when a part is shown anew.
  let failed = false;
  const deferredComponent = () =>
    lazy(async () => {
      try {
        await preload();
      } catch (error) {
        failed = true;
        throw error;
      }
      return { default: loaded as ComponentType<Props> };
    });
  let Deferred = deferredComponent();
  const retry = (): void => {
    if (!failed) return;
    failed = false;
    Deferred = deferredComponent();
  };
  const View = (props: Props): ReactElement => createElement(loaded ?? Deferred, props);
  return Object.assign(View, { preload, retry });
}
