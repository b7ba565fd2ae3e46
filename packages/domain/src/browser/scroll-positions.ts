/**
 * Spec public-site 2.4: going back restores the scroll position the page had. Positions are kept
 * per history entry in session storage, so they survive a full page load within the tab.
 */
export interface ScrollPosition {
  readonly x: number;
  readonly y: number;
}

/** History entry key to position, oldest first. */
export type ScrollPositions = ReadonlyMap<string, ScrollPosition>;

export const scrollPositionsStorageKey = 'kmx:scroll-positions';

/** A long session must not fill session storage: the oldest positions are forgotten first. */
export const maxRememberedScrollPositions = 50;

function isPosition(value: unknown): value is ScrollPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

/** Reads what was stored; anything unreadable counts as nothing remembered. */
export function parseScrollPositions(stored: string | null): ScrollPositions {
  if (stored === null) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return new Map();
  }
  if (!Array.isArray(parsed)) return new Map();
  const positions = new Map<string, ScrollPosition>();
  for (const entry of parsed as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [key, position] = entry as unknown[];
    if (typeof key === 'string' && isPosition(position)) {
      positions.delete(key);
      positions.set(key, { x: position.x, y: position.y });
    }
  }
  return withinLimit(positions);
}

export function serializeScrollPositions(positions: ScrollPositions): string {
  return JSON.stringify([...positions]);
}

function withinLimit(positions: Map<string, ScrollPosition>): ScrollPositions {
  const excess = positions.size - maxRememberedScrollPositions;
  if (excess > 0) [...positions.keys()].slice(0, excess).forEach((key) => positions.delete(key));
  return positions;
}

/** Remembers the position of one entry as the newest, forgetting the oldest beyond the limit. */
export function rememberScrollPosition(
  positions: ScrollPositions,
  key: string,
  position: ScrollPosition,
): ScrollPositions {
  const next = new Map(positions);
  next.delete(key);
  next.set(key, { x: position.x, y: position.y });
  return withinLimit(next);
}

export const navigationDirections = {
  /** A link followed: a new history entry. */
  forward: 'forward',
  /** Back or forward through the history. */
  history: 'history',
} as const;

export type NavigationDirection = (typeof navigationDirections)[keyof typeof navigationDirections];

export type ScrollTarget =
  | { readonly kind: 'top' }
  | { readonly kind: 'anchor'; readonly id: string }
  | { readonly kind: 'restore'; readonly position: ScrollPosition };

/**
 * Where the page scrolls once a navigation has rendered: back and forward restore the remembered
 * position (after the 100 ms delay); a new page starts at its anchor if the address names one,
 * else at the top.
 */
export function scrollTarget(
  direction: NavigationDirection,
  saved: ScrollPosition | null,
  hash: string,
): ScrollTarget {
  if (direction === navigationDirections.history && saved !== null) {
    return { kind: 'restore', position: saved };
  }
  const id = anchorId(hash);
  return id === null ? { kind: 'top' } : { kind: 'anchor', id };
}

/** The element id a fragment names (`#specs` names `specs`), `null` when it names none. */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
