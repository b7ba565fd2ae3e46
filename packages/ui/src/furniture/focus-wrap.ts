/**
 * Where Tab goes in a focus trap: from the last of `count` stops Tab goes to the first, from the
 * first Shift+Tab goes to the last; `null` leaves the browser's own move (it stays inside). A
 * focus outside the stops (`index` -1, e.g. on the dialog itself) is taken back to an end.
 */
export function wrapFocusIndex(count: number, index: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (index < 0 || index >= count) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab stops on inside `root`, in document order; hidden ones are left out. */
export function tabStops(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.closest('[hidden]') === null && element.tabIndex >= 0,
  );
}
