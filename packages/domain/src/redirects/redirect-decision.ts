import { DomainError } from '../errors/DomainError';
import { isLocaleCode, splitLocalePrefix } from '../routing/locale-prefix';
import { pathFromSegments, pathSegments } from '../routing/path-segments';
import { isLocaleFree } from '../routing/special-segments';
import { redirectReasons } from './RedirectDecision';
import type { RedirectDecision, RedirectFacts, RedirectReason } from './RedirectDecision';
import { directFlag, hasQueryFlag, withoutQueryFlag } from './query-string';
import {
  cleanQuery,
  hasRepeatedSlashes,
  hasTrailingSlash,
  redirectTarget,
  sameSitePath,
} from './redirect-target';
import type { RedirectTarget } from './redirect-target';
import { matchRouteRule } from './route-rule-match';
import type { RedirectStatus } from './route-rule-match';

/** Spec public-site 9: redirect codes. */
const permanent: RedirectStatus = 301;
const temporary: RedirectStatus = 302;

interface Request {
  /** Canonical path plus query: what the browser asks for again after a redirect. */
  readonly address: string;
  readonly path: string;
  readonly query: string;
  readonly chosenLocale: string;
}

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/** Same-site targets get the chosen locale, except in the areas without locale handling. */
function localised(path: string, locale: string): string {
  const { rest } = splitLocalePrefix(path);
  return isLocaleFree(rest) ? rest : pathFromSegments([locale, ...pathSegments(rest)]);
}

function redirect(
  status: RedirectStatus,
  location: string,
  reason: RedirectReason,
  external = false,
): RedirectDecision {
  return { kind: 'redirect', status, location, external, reason };
}

/**
 * An address of another origin keeps its own query, or else gets the request's (campaign
 * parameters survive a move to another domain), put before any fragment.
 */
function externalWithQuery(url: string, query: string): string {
  const hashStart = url.indexOf('#');
  const beforeHash = hashStart === -1 ? url : url.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : url.slice(hashStart);
  return query === '' || beforeHash.includes('?') ? url : `${beforeHash}?${query}${hash}`;
}

/**
 * A CMS or route-rule target. A same-site target keeps its own query or else the request's, and a
 * target that leads back to the request itself is ignored so that a misconfiguration cannot loop.
 */
function configuredRedirect(
  target: RedirectTarget | null,
  request: Request,
  status: RedirectStatus,
  reason: RedirectReason,
): RedirectDecision | null {
  if (target === null) {
    return null;
  }
  if (target.kind === 'external') {
    return redirect(status, externalWithQuery(target.url, request.query), reason, true);
  }
  const address = withQuery(
    localised(target.path, request.chosenLocale),
    target.query ?? request.query,
  );
  return address === request.address ? null : redirect(status, `${address}${target.hash}`, reason);
}

function directIdRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  if (facts.directPage === null || !hasQueryFlag(request.query, directFlag)) {
    return null;
  }
  // The canonical address is used as found (it may belong to another site's locale), never external.
  const target = redirectTarget(facts.directPage, { allowExternal: false });
  if (target?.kind !== 'path') {
    return null;
  }
  const query = withoutQueryFlag(target.query ?? request.query, directFlag);
  return redirect(
    temporary,
    `${withQuery(target.path, query)}${target.hash}`,
    redirectReasons.directId,
  );
}

function trailingSlashRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  return hasTrailingSlash(facts.path)
    ? redirect(permanent, request.address, redirectReasons.trailingSlash)
    : null;
}

/**
 * `//en//company` is `/en/company`: empty segments carry no meaning (spec 2.2), so the address
 * with them is moved for good to the one without, which also can never read as another host.
 */
function repeatedSlashesRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  return hasRepeatedSlashes(facts.path)
    ? redirect(permanent, request.address, redirectReasons.repeatedSlashes)
    : null;
}

/** A path matched regardless of letter case is moved for good to its canonical case. */
function letterCaseRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  if (facts.canonicalCase === undefined || facts.canonicalCase === null) {
    return null;
  }
  const path = sameSitePath(facts.canonicalCase);
  const sameButCase = path !== request.path && path.toLowerCase() === request.path.toLowerCase();
  return sameButCase
    ? redirect(permanent, withQuery(path, request.query), redirectReasons.letterCase)
    : null;
}

function localeRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  if (facts.localePrefixIsRight || isLocaleFree(request.path)) {
    return null;
  }
  const address = withQuery(localised(request.path, request.chosenLocale), request.query);
  return address === request.address ? null : redirect(temporary, address, redirectReasons.locale);
}

function cmsRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  if (facts.cmsRedirect === null) {
    return null;
  }
  const target = redirectTarget(facts.cmsRedirect.target, { allowExternal: true });
  return configuredRedirect(target, request, permanent, redirectReasons.cms);
}

function routeRuleRedirect(facts: RedirectFacts, request: Request): RedirectDecision | null {
  const rule = matchRouteRule(facts.routeRules, splitLocalePrefix(request.path).rest);
  if (rule === null) {
    return null;
  }
  const target = redirectTarget(rule.to, { allowExternal: true });
  return configuredRedirect(target, request, rule.status, redirectReasons.routeRule);
}

/** Spec public-site 2.4: the rules in the order they are tried; the first that applies wins. */
const rulesInOrder = [
  directIdRedirect,
  trailingSlashRedirect,
  repeatedSlashesRedirect,
  letterCaseRedirect,
  localeRedirect,
  cmsRedirect,
  routeRuleRedirect,
] as const;

/**
 * Spec public-site 2.4 and 9: whether a request is served or redirected, trying in order the
 * direct-id lookup (302, `direct` removed), a trailing slash (301, query kept), repeated slashes
 * (301), a path in another letter case than its canonical one (301), a wrong or missing locale
 * prefix (302), a CMS redirect (301) and the build manifest's route rules (an external target keeps
 * the request's query unless it has its own). Every location is
 * a same-site path with a single leading slash and no trailing slash, unless it is a configured
 * https target flagged `external`.
 */
export function decideRedirect(facts: RedirectFacts): RedirectDecision {
  if (!isLocaleCode(facts.chosenLocale)) {
    throw new DomainError(
      'INVALID_CONFIGURATION',
      `The chosen locale '${facts.chosenLocale}' is not a locale code`,
    );
  }
  const path = sameSitePath(facts.path);
  const query = cleanQuery(facts.query);
  const request: Request = {
    address: withQuery(path, query),
    path,
    query,
    chosenLocale: facts.chosenLocale.toLowerCase(),
  };
  for (const rule of rulesInOrder) {
    const decision = rule(facts, request);
    if (decision !== null) {
      return decision;
    }
  }
  return { kind: 'serve' };
}
