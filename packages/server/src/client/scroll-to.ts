import { type ScrollTarget } from '@kmx/domain/browser';
import { scrollRestoreDelayMs } from '@kmx/domain/policies';

export interface ScrollWindow {
  scrollTo(x: number, y: number): void;
}

/**
 * Scrolls to where a navigation should land. A restored position waits 100 ms (spec 2.4, 9) so
 * the page has laid out; a newer navigation cancels a restore still waiting.
 */
export function createScroller(window: ScrollWindow, document: Document) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return function scrollToTarget(target: ScrollTarget): void {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    switch (target.kind) {
      case 'restore':
        pending = setTimeout(() => {
          pending = undefined;
          window.scrollTo(target.position.x, target.position.y);
        }, scrollRestoreDelayMs);
        return;
      case 'anchor': {
        const element = document.getElementById(target.id);
        if (element === null) window.scrollTo(0, 0);
        else element.scrollIntoView();
        return;
      }
      case 'top':
        window.scrollTo(0, 0);
        return;
      default:
        target satisfies never;
    }
  };
}
