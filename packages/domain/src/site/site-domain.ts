/** A site's domain entry (spec public-site 3.1: a string of the form `host` or `host/slug`). */
export interface SiteDomain {
  readonly host: string;
  /** The path slug under which the site lives on that host; `null` for a host of its own. */
  readonly slug: string | null;
}

/**
 * Host names compare case-insensitively and without port or trailing dot, so that `Komax.com:443`,
 * `komax.com.` and `komax.com` are one host (ports differ between local, preview and live set-ups).
 */
export function normalizeHost(host: string): string {
  const lowered = host.trim().toLowerCase();
  const withoutPort = lowered.startsWith('[')
    ? lowered.slice(0, lowered.indexOf(']') + 1) || lowered
    : lowered.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

/** Slugs compare in lower case without surrounding slashes; an empty slug is none. */
export function normalizeSiteSlug(slug: string | null | undefined): string | null {
  const trimmed = (slug ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** Reads `host` or `host/slug`; a leading `https://`, which editors tend to paste, is ignored. */
export function parseSiteDomain(domain: string): SiteDomain {
  const withoutScheme = domain.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const slash = withoutScheme.indexOf('/');
  if (slash === -1) return { host: normalizeHost(withoutScheme), slug: null };
  return {
    host: normalizeHost(withoutScheme.slice(0, slash)),
    slug: normalizeSiteSlug(withoutScheme.slice(slash + 1)),
  };
}

/**
 * Whether `host` lies within `domainHost`: the same host or a sub-domain of it. Only whole labels
 * count, so `evilkomax.com` does not lie within `komax.com`.
 */
export function isWithinHost(host: string, domainHost: string): boolean {
  return domainHost !== '' && (host === domainHost || host.endsWith(`.${domainHost}`));
}
