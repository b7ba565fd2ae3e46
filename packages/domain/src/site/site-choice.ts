import { DomainError } from '../errors/DomainError';
import { isWithinHost, normalizeHost, normalizeSiteSlug, parseSiteDomain } from './site-domain';
import type { SiteDomain } from './site-domain';
import { isMainSite } from './site-derivation';
import type { Site } from './SystemData';

/** How a site was chosen, in the spec's order of precedence. */
export const siteMatches = {
  exactHostAndSlug: 'exactHostAndSlug',
  exactHost: 'exactHost',
  hostSuffixAndSlug: 'hostSuffixAndSlug',
  hostSuffix: 'hostSuffix',
  slug: 'slug',
  mainSite: 'mainSite',
} as const;

export type SiteMatch = (typeof siteMatches)[keyof typeof siteMatches];

export interface SiteRequest {
  /** The request's host name, as sent (case, port and trailing dot do not matter). */
  readonly host: string;
  /** The first path segment after the locale prefix, if there is one. */
  readonly slug: string | null;
}

export interface SiteChoice<S extends Site = Site> {
  readonly site: S;
  readonly matchedBy: SiteMatch;
  /**
   * The domain the site is served under: the one that matched the host or, when no domain matched,
   * the site's first configured domain (its canonical one).
   */
  readonly domain: SiteDomain;
  /** The slug the path carries for this site, which link building puts back after the locale. */
  readonly pathSlug: string | null;
}

interface Candidate<S extends Site> {
  readonly site: S;
  readonly domain: SiteDomain;
}

type DomainRule = readonly [
  SiteMatch,
  (domain: SiteDomain, host: string, slug: string | null) => boolean,
];

/** Spec public-site 2.4: exact host plus slug, exact host, host suffix plus slug, host suffix. */
const domainRules: readonly DomainRule[] = [
  [
    siteMatches.exactHostAndSlug,
    (domain, host, slug) => hasSlug(domain, slug) && domain.host === host,
  ],
  [siteMatches.exactHost, (domain, host) => domain.slug === null && domain.host === host],
  [
    siteMatches.hostSuffixAndSlug,
    (domain, host, slug) => hasSlug(domain, slug) && isWithinHost(host, domain.host),
  ],
  [
    siteMatches.hostSuffix,
    (domain, host) => domain.slug === null && isWithinHost(host, domain.host),
  ],
];

/**
 * Spec public-site 2.4, site choice. A domain that matches the host wins, in the order above; among
 * several matches of one kind the longest host (the most specific) wins, then the earlier site. When
 * no domain matches (a local or preview host), the site is chosen by the path slug, otherwise the
 * main site (no slug) is taken. A site chosen that way still needs a domain configuration, as its
 * canonical domain: without one it is the spec's "site matched without domain configuration" error.
 */
export function chooseSite<S extends Site>(
  sites: readonly S[],
  request: SiteRequest,
): SiteChoice<S> {
  const host = normalizeHost(request.host);
  const slug = normalizeSiteSlug(request.slug);
  const candidates = sites.flatMap((site) =>
    site.domains.map((domain): Candidate<S> => ({ site, domain: parseSiteDomain(domain) })),
  );

  for (const [matchedBy, matches] of domainRules) {
    const found = mostSpecific(candidates.filter(({ domain }) => matches(domain, host, slug)));
    if (found !== undefined) return { ...found, matchedBy, pathSlug: found.domain.slug };
  }

  const bySlug =
    slug === null ? undefined : sites.find((site) => normalizeSiteSlug(site.slug) === slug);
  if (bySlug !== undefined) return fallbackChoice(bySlug, siteMatches.slug, slug);

  const main = sites.find(isMainSite);
  if (main === undefined) {
    throw new DomainError(
      'INVALID_CONFIGURATION',
      'No main site configured: every site has a slug',
    );
  }
  return fallbackChoice(main, siteMatches.mainSite, null);
}

function hasSlug(domain: SiteDomain, slug: string | null): boolean {
  return domain.slug !== null && domain.slug === slug;
}

function mostSpecific<S extends Site>(matches: readonly Candidate<S>[]): Candidate<S> | undefined {
  return matches.reduce<Candidate<S> | undefined>(
    (best, candidate) =>
      best === undefined || candidate.domain.host.length > best.domain.host.length
        ? candidate
        : best,
    undefined,
  );
}

function fallbackChoice<S extends Site>(
  site: S,
  matchedBy: SiteMatch,
  pathSlug: string | null,
): SiteChoice<S> {
  const configured = site.domains[0];
  if (configured === undefined) {
    throw new DomainError('SITE_WITHOUT_DOMAIN', `Site '${site.name}' has no domain configuration`);
  }
  return { site, matchedBy, domain: parseSiteDomain(configured), pathSlug };
}
