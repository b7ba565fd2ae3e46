import { pathSegments } from './path-segments';
import { stripLocalePrefix } from './locale-prefix';

/** The segment of the customer portal (portal spec 2). */
export const portalSegment = 'mykomax';

export const pathAreas = {
  /** Technical areas: no tracking scripts, not treated as the main site. */
  technical: 'technical',
  portal: 'portal',
  editor: 'editor',
  public: 'public',
} as const;

export type PathArea = (typeof pathAreas)[keyof typeof pathAreas];

/** Spec public-site 2.2: special first segments, looked up after the locale prefix is stripped. */
const specialFirstSegments: ReadonlyMap<string, PathArea> = new Map<string, PathArea>([
  ['style-guide', pathAreas.technical],
  ['callback', pathAreas.technical],
  [portalSegment, pathAreas.portal],
  ['editor', pathAreas.editor],
]);

/**
 * Spec public-site 2.1: the first segments of the routes that sit outside any locale prefix. The
 * catch-all is listed there too, but content pages need a locale, so it is left out here.
 */
const localeFreeFirstSegments: readonly string[] = ['style-guide', 'blank-callback'];

function firstSegment(path: string): string | undefined {
  return pathSegments(stripLocalePrefix(path))[0];
}

export function pathArea(path: string): PathArea {
  const first = firstSegment(path);
  return (first === undefined ? undefined : specialFirstSegments.get(first)) ?? pathAreas.public;
}

/**
 * The portal, the editor and the sign-in callback answer for one visitor: no shared cache may keep
 * what they send, whatever the page (a 404 under the portal too).
 */
export function isPersonalPath(path: string): boolean {
  const area = pathArea(path);
  return (
    area === pathAreas.portal || area === pathAreas.editor || firstSegment(path) === 'callback'
  );
}

export function allowsTrackingScripts(path: string): boolean {
  return pathArea(path) !== pathAreas.technical;
}

/** The portal, the editor and the technical areas are not public main pages. */
export function isPublicMainPage(path: string): boolean {
  return pathArea(path) === pathAreas.public;
}

/** Whether the path belongs to a route that has no locale handling (style guide, silent renewal). */
export function isLocaleFree(path: string): boolean {
  const first = firstSegment(path);
  return first !== undefined && localeFreeFirstSegments.includes(first);
}
