import { isMainSite } from './site-derivation';
import { normalizeHost, parseSiteDomain } from './site-domain';
import type { Site } from './SystemData';

/** Where a site's canonical addresses live: an origin, and the slug its paths carry there. */
export interface SiteAddressBase {
  /** `https://www.komax.com`, no trailing slash. */
  readonly origin: string;
  /** The site slug after the locale prefix, `null` when the site has the origin to itself. */
  readonly slug: string | null;
}

const originPattern = /^([a-z][a-z0-9+.-]*:)\/\/(\[[^\]]*\]|[^/:?#]*)(:\d+)?/i;

/**
 * Spec public-site 2.4, 3.1: a site other than the main site that has a domain of its own (a
 * domain entry `host` without slug, `productronica.com`) is addressed there, without its slug:
 * canonical addresses, alternates and sitemaps name `https://productronica.com/en/booth`, not
 * `https://www.komax.com/en/productronica/booth`. The scheme and port are those of the public
 * origin (a local or preview set-up keeps its port). Every other site lives on the public origin
 * under the slug it is served with.
 */
export function siteAddressBase(
  site: Pick<Site, 'slug' | 'domains'>,
  publicOrigin: string,
  servedSlug: string | null,
): SiteAddressBase {
  const onPublicOrigin = { origin: publicOrigin, slug: servedSlug };
  const parts = originPattern.exec(publicOrigin);
  if (isMainSite(site) || parts === null) return onPublicOrigin;
  const [, scheme = 'https:', publicHost = '', port = ''] = parts;
  const own = site.domains
    .map(parseSiteDomain)
    .find((domain) => domain.slug === null && domain.host !== normalizeHost(publicHost));
  return own === undefined || own.host === ''
    ? onPublicOrigin
    : { origin: `${scheme}//${own.host}${port}`, slug: null };
}
