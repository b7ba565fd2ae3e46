import { portalSegment } from '@kmx/domain/routing';
import { silentCallbackPath } from '@kmx/portal-auth';

/**
 * What crawlers must leave alone: the portal, the editor and the sign-in callbacks in every
 * locale, the identity provider and the JSON endpoints. Everything else is public.
 */
const disallowedPaths: readonly string[] = [
  `/*/${portalSegment}`,
  '/*/editor',
  '/*/callback',
  silentCallbackPath,
  '/am/',
  '/api/',
];

export function robotsText(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
