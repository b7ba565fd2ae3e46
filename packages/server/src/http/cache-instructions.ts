/**
 * What an answer for one visitor alone says to every cache on the way: no shared cache (a CDN in
 * front) may keep it, and the browser does not store it either. Portal, sign-in callback and
 * editor pages, protected pages (gate or unlocked), pages that follow the visitor's measurement
 * or mode cookies, and JSON with such data say it.
 */
export const privateAnswer = 'private, no-store';

/** The part of a response the instruction is set on. */
interface HeaderTarget {
  readonly headersSent: boolean;
  setHeader(name: string, value: string): unknown;
}

/** Marks an answer as the visitor's alone; a response already under way keeps its headers. */
export function markPrivate(response: HeaderTarget): void {
  if (!response.headersSent) response.setHeader('Cache-Control', privateAnswer);
}
