/**
 * Spec public-site 6: whether a request comes from an editor. Editor access is remembered in a
 * cookie, so the check reads only the `Cookie` header.
 */
export interface EditorAccessCheck {
  /** Whether the `Cookie` header carries editor access that has not expired at `now`. */
  allows(cookieHeader: string | undefined, now: number): boolean;
}
