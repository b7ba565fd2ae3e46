import type { RequestListener, ServerResponse } from 'node:http';
import { applySecurityHeaders } from '../http/security-headers';

/**
 * The policy of the identity provider's pages: they hold no script and no inline style (their
 * look is the provider's own stylesheet), their forms post to the provider, which then sends the
 * browser on to the site's callback (a redirect a form's `form-action` also governs), and only
 * the site frames them (the silent renewal frame).
 */
function identityContentSecurityPolicy(siteOrigins: readonly string[]): string {
  const site = ["'self'", ...siteOrigins].join(' ');
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    `form-action ${site}`,
    `frame-ancestors ${site}`,
  ].join(';');
}

/**
 * The product's security headers on every answer of the identity provider mounted on its origin
 * (sign-in, consent, sign-out, its endpoints): frame protection, nosniff, referrer policy and the
 * rest, with a policy fitted to its pages in place of the pages' nonce policy.
 */
export function withIdentityHeaders(
  handler: RequestListener,
  siteOrigins: readonly string[],
): RequestListener {
  const policy = identityContentSecurityPolicy(siteOrigins);
  return (req, res) => {
    const response = res as ServerResponse & { locals?: object };
    response.locals ??= {};
    applySecurityHeaders(response as ServerResponse & { locals: object });
    response.setHeader('Content-Security-Policy', policy);
    handler(req, res);
  };
}
