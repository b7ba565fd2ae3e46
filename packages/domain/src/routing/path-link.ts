import { unknownPathAction } from '../errors/error-catalogue';

/** Spec public-site 2.2: the actions a path link can trigger. */
export const pathActions = {
  openNewsFeedPanel: 'open-news-feed-panel',
} as const;

export type PathAction = (typeof pathActions)[keyof typeof pathActions];

/** A path link is either a fixed path or an action link. */
export type PathLink =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'action'; readonly action: string };

/** The domain does not log, so an unknown action comes back as a warning value for the caller. */
export type ResolvedPathLink =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'action'; readonly action: PathAction }
  | { readonly kind: 'warning'; readonly code: 'UNKNOWN_PATH_ACTION'; readonly message: string };

const knownActions: ReadonlySet<string> = new Set<string>(Object.values(pathActions));

function isPathAction(action: string): action is PathAction {
  return knownActions.has(action);
}

export function resolvePathLink(link: PathLink): ResolvedPathLink {
  if (link.kind === 'path') {
    return link;
  }
  return isPathAction(link.action)
    ? { kind: 'action', action: link.action }
    : {
        kind: 'warning',
        code: 'UNKNOWN_PATH_ACTION',
        message: unknownPathAction(link.action).message,
      };
}
