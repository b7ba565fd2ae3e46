import type { ContentSource } from '@kmx/domain/ports';
import type { CmsRedirect } from '@kmx/domain/redirects';
import type { RequestPath } from '@kmx/domain/routing';
import { directFlag, hasQueryFlag } from '@kmx/domain/redirects';
import { buildLink, cmsRedirectTarget, pathFromSegments, pathSegments } from '@kmx/domain/routing';
import { chooseSite } from '@kmx/domain/site';
import { decodedPath } from './decoded-path';
import { firstQueryValue, type RequestFacts } from './request-facts';
import { offerOf, type SiteContext } from './site-context';
import { visitorLocale } from './visitor-locale';

/** Page ids are short; anything longer is not worth a lookup. */
const maxPageIdLength = 200;

/** What `?direct=<id>` asks for: nothing, a page's canonical address, or a page no site has. */
export type DirectPageLookup =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly address: string }
  | { readonly kind: 'missing' };

const none: DirectPageLookup = { kind: 'none' };
const missing: DirectPageLookup = { kind: 'missing' };

/**
 * Spec public-site 2.4, 8: the canonical address of the page named by `?direct=<id>`, looked up in
 * every site, in the locale the visitor would get on that page's site; `missing` when no page has
 * the id ("Page not found by id": a 404). Nothing is asked when the query has no id, and a page
 * whose site is not served on this host is not sent to (the redirect stays on this origin).
 */
export async function directPageLookup(
  content: ContentSource,
  facts: RequestFacts,
  path: RequestPath,
  context: SiteContext,
  language: string,
): Promise<DirectPageLookup> {
  if (!hasQueryFlag(facts.query, directFlag)) return none;
  const id = firstQueryValue(facts.query, directFlag)?.trim() ?? '';
  if (id === '') return none;
  if (id.length > maxPageIdLength) return missing;
  const page = await content.pageById({ id, language });
  const site = context.sites.find((candidate) => candidate.id === page?.siteId);
  if (page === null || site === undefined) return missing;
  const choice = chooseSite(context.sites, { host: facts.host, slug: site.slug });
  if (choice.site.id !== site.id) return none;
  const offer = offerOf(site, context.systemData, context.countries);
  const { locale } = visitorLocale(facts, path.localeSegment, { ...context, offer }, site).choice;
  return {
    kind: 'found',
    address: buildLink(page.url, { localeCode: locale.urlCode, siteSlug: choice.pathSlug }),
  };
}

/**
 * Spec public-site 2.4, 3.4: the content service's system redirect of the address without locale
 * prefix (the site slug included, so each site's old addresses stay apart), as the redirect
 * decision reads it; `null` when there is none or it leads nowhere.
 */
export async function cmsRedirectFor(
  content: ContentSource,
  path: RequestPath,
): Promise<CmsRedirect | null> {
  const address = decodedPath(pathFromSegments(path.segments));
  if (address === null) return null;
  const redirects = await content.redirectsByPreviousUrl([address]);
  const found = redirects.find(
    (redirect) => pathFromSegments(pathSegments(redirect.previousUrl)) === address,
  );
  const target = found === undefined ? null : cmsRedirectTarget(found.target);
  return found === undefined || target === null ? null : { previousUrl: found.previousUrl, target };
}
