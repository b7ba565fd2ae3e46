import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * The path of the page the form is on, for the `page` field: the address bar's once hydrated,
 * the one the server rendered the page for (`rendered`) before.
 */
export function usePagePath(rendered: string): string {
  return useSyncExternalStore(
    noChanges,
    () => window.location.pathname,
    () => rendered,
  );
}
