import type { RedirectStatus, RouteRule } from './route-rule-match';

/** Spec public-site 2.4: the redirect rules, in the order they are tried. */
export const redirectReasons = {
  directId: 'direct-id',
  trailingSlash: 'trailing-slash',
  repeatedSlashes: 'repeated-slashes',
  letterCase: 'letter-case',
  locale: 'locale',
  cms: 'cms',
  routeRule: 'route-rule',
} as const;

export type RedirectReason = (typeof redirectReasons)[keyof typeof redirectReasons];

/** Spec public-site 3.4: a system redirect defined in the content service. */
export interface CmsRedirect {
  readonly previousUrl: string;
  /** A path of this installation (localised on redirect) or a full https address. */
  readonly target: string;
}

/** What the server knows about a request when it decides whether to redirect. */
export interface RedirectFacts {
  /** The request path as received, locale prefix included, without query. */
  readonly path: string;
  /** The raw query string, with or without `?`; `''` when there is none. */
  readonly query: string;
  /** The url code of the locale chosen for this visitor. */
  readonly chosenLocale: string;
  /** Whether the path already starts with the right locale prefix. */
  readonly localePrefixIsRight: boolean;
  /** The content service's redirect for this path, or `null` when it has none. */
  readonly cmsRedirect: CmsRedirect | null;
  /**
   * The canonical address of the page found by the direct-id lookup across all sites, or `null`
   * when the query has no `direct` flag or no page was found.
   */
  readonly directPage: string | null;
  /** The redirect route rules of the build manifest. */
  readonly routeRules: readonly RouteRule[];
  /**
   * The path (locale prefix included) in its canonical letter case, when the request wrote the
   * site slug, a route's fixed segment or a page's address in another case; else absent or `null`.
   */
  readonly canonicalCase?: string | null;
}

export type RedirectDecision =
  | { readonly kind: 'serve' }
  | {
      readonly kind: 'redirect';
      readonly status: RedirectStatus;
      readonly location: string;
      /** `true` only for a configured full https target; the client then does a full page load. */
      readonly external: boolean;
      readonly reason: RedirectReason;
    };
