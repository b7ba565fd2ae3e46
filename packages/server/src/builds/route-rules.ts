import type { RouteRule } from '@kmx/domain/redirects';

/**
 * The route rules of this build (spec public-site 2.1, 7): served in the build manifest
 * `/builds/meta/{buildId}.json` for client navigation, and applied by the server before any page
 * is loaded. Patterns are paths without the locale prefix (it is stripped before matching, and
 * the visitor's locale stays on a path target); `/**` matches the path and everything below it.
 *
 * - `/newsroom` is the media releases' address before the relaunch: a permanent redirect.
 * - `/shop/**` has moved to the separate parts shop: a redirect to another origin, so the browser
 *   does a full page load (2.1); the part below `/shop` is carried over.
 */
export const routeRules: readonly RouteRule[] = [
  { pattern: '/newsroom', to: '/media-releases', status: 301 },
  { pattern: '/shop/**', to: 'https://shop.komax.example/**' },
];
