import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A fresh nonce a response, before helmet writes the policy that names it. */
export const cspNonce: RequestHandler = (_request, response, next) => {
  response.locals['cspNonce'] = randomBytes(16).toString('base64');
  next();
};

/** Helmet hands directive functions the raw Node response; Express has put `locals` on it. */
export function nonceOf(response: object): string {
  const locals = (response as { locals?: Record<string, unknown> }).locals;
  const nonce = locals?.['cspNonce'];
  if (typeof nonce !== 'string') throw new Error('No CSP nonce on this response');
  return nonce;
}

export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [(_request, response) => `'nonce-${nonceOf(response)}'`, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});
