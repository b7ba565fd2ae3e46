/** What to do with a mode's cookie after reading the request. */
export const cookieActions = {
  set: 'set',
  remove: 'remove',
  keep: 'keep',
} as const;

export type CookieAction = (typeof cookieActions)[keyof typeof cookieActions];

/** Whether a mode switched by query and remembered in a cookie is on, and what to do with the cookie. */
export interface ModeDecision {
  readonly enabled: boolean;
  readonly cookie: CookieAction;
}

/** A parsed query string; a repeated parameter arrives as a list, a bare `?flag` as `null`. */
export type ModeQuery = Readonly<Record<string, string | readonly string[] | null | undefined>>;

/**
 * The value of one query parameter: `undefined` when absent, `''` for a bare `?flag`, the first
 * value of a repeated parameter, trimmed and lower-cased.
 */
export function queryFlag(query: ModeQuery, name: string): string | undefined {
  if (!Object.hasOwn(query, name)) return undefined;
  const value = query[name];
  if (value === undefined) return undefined;
  const first = typeof value === 'string' || value === null ? value : value[0];
  return (first ?? '').trim().toLowerCase();
}
