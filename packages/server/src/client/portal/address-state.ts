import { useEffect } from 'react';
import type { PortalHistory } from './portal-history';

/**
 * A list's state lives in its address: the screen reads it from there on every change (reload,
 * Back, Forward, a shared link), and a bad parameter is dropped from the address, never written
 * back (`replaceState`, so Back does not return to it).
 */
export function useCleanAddress(history: PortalHistory, url: URL, cleanSearch: string): void {
  const shown = url.search === '?' ? '' : url.search;
  useEffect(() => {
    if (shown !== cleanSearch) history.replace(`${url.pathname}${cleanSearch}${url.hash}`);
  }, [history, shown, cleanSearch, url.pathname, url.hash]);
}
