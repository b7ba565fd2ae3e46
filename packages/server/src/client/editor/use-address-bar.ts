import { useCallback, useEffect, useState } from 'react';

/** The part of the window the address bar hook uses. */
export interface AddressBarWindow {
  readonly location: { readonly href: string };
  readonly history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface AddressBar {
  readonly url: URL;
  /** A new history entry (`push`), or this one rewritten (`replace`); nothing when unchanged. */
  readonly go: (href: string, how: 'push' | 'replace') => void;
}

/**
 * The address bar as React state: the editor area writes its screen into it and reads it back on
 * Back and Forward. Its own few lines rather than the portal's history class, so the two areas'
 * chunks share no module (a shared chunk would weigh on the portal's first-screen budget).
 */
export function useAddressBar(window: AddressBarWindow): AddressBar {
  const [url, setUrl] = useState(() => new URL(window.location.href));

  useEffect(() => {
    const onPopState = () => setUrl(new URL(window.location.href));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [window]);

  const go = useCallback(
    (href: string, how: 'push' | 'replace') => {
      const next = new URL(href, window.location.href);
      if (next.href === window.location.href) return;
      if (how === 'push') window.history.pushState(null, '', next.href);
      else window.history.replaceState(null, '', next.href);
      setUrl(next);
    },
    [window],
  );

  return { url, go };
}
