import { useCallback, useEffect, useState } from 'react';

/** Where a screen's data stands; a new load keeps the last answer on screen meanwhile. */
export type LoadState<T> =
  | { readonly kind: 'loading'; readonly value: T | null }
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'failed' };

/**
 * Loads a screen's data for `key` (the address it shows) and again on `retry`. An answer for an
 * address no longer shown is dropped, so a quick Back never shows the wrong list.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
  report: (error: unknown) => void,
): readonly [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading', value: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({
      kind: 'loading',
      value: previous.kind === 'failed' ? null : previous.value,
    }));
    load().then(
      (value) => {
        if (current) setState({ kind: 'loaded', value });
      },
      (error: unknown) => {
        if (!current) return;
        report(error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `report` change with every render; the key says when to load anew.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry] as const;
}
