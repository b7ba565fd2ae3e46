import { matchRouteRule, type RouteRule } from '../redirects/route-rule-match';
import { splitLocalePrefix } from '../routing/locale-prefix';
import { pathPart } from '../routing/path-segments';

/**
 * Spec public-site 7: the route rules of the build manifest may redirect a page the browser is
 * about to open. Rules are written without the locale prefix (2.2), so a target inside the site
 * that has none gets the locale of the path it came from: `/de/old/x` with `/old/** -> /new/**`
 * goes to `/de/new/x`. Absolute targets (`https://…`, `//host`) are left as they are.
 */
export function routeRuleTarget(rules: readonly RouteRule[], path: string): string | null {
  const { locale, rest } = splitLocalePrefix(pathPart(path));
  const match = matchRouteRule(rules, rest);
  if (match === null) return null;
  const { to } = match;
  if (!to.startsWith('/') || to.startsWith('//') || locale === null) return to;
  if (splitLocalePrefix(pathPart(to)).locale !== null) return to;
  return to === '/' ? `/${locale}` : `/${locale}${to}`;
}
