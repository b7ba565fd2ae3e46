import { loadingIndicatorDelayMs } from '@kmx/domain/policies';

export interface LoadingDelay {
  start(): void;
  stop(): void;
}

/**
 * Spec public-site 9: the loading indicator shows only when a navigation takes longer than 100 ms,
 * so quick navigations do not flicker.
 */
export function createLoadingDelay(
  show: (loading: boolean) => void,
  delayMs = loadingIndicatorDelayMs,
): LoadingDelay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  return {
    start() {
      if (timer !== undefined || shown) return;
      timer = setTimeout(() => {
        timer = undefined;
        shown = true;
        show(true);
      }, delayMs);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (!shown) return;
      shown = false;
      show(false);
    },
  };
}
