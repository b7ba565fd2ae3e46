/** The keys that move focus among a row of menu controls or the links of an open menu. */
export type NavKey = 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

const navKeys: ReadonlySet<string> = new Set<NavKey>([
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
]);

export function isNavKey(key: string): key is NavKey {
  return navKeys.has(key);
}

/**
 * WAI-ARIA disclosure navigation (optional arrow keys): where focus goes among `count` controls
 * from `index` — next and previous wrap around, Home and End go to the ends. A focus outside the
 * controls (`index` -1) goes to the first (forwards) or the last (backwards).
 */
export function nextFocusIndex(key: NavKey, count: number, index: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowRight':
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    default:
      return key satisfies never;
  }
}
