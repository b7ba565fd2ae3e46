import type { MouseEvent } from 'react';

/**
 * A link's click handler that lets the app change the page itself for a plain click, while a click
 * with a modifier key (new tab, new window) keeps the browser's own behaviour on the real address.
 */
export function followLink(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    go();
  };
}
