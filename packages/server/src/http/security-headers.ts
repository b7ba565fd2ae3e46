import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const nonceBytes = 16;
/** Random bytes for 256 nonces, drawn at once: one call to the system's generator, not 256. */
const noncePool = Buffer.alloc(nonceBytes * 256);
let noncePoolOffset = noncePool.length;

/** A fresh nonce for one response's scripts: 16 bytes of the system's secure random source. */
export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + nonceBytes);
  noncePoolOffset += nonceBytes;
  return nonce;
}

/** The nonce of a response that went through `securityHeaders`. */
export function nonceOf(response: object): string {
  const locals = (response as { locals?: Record<string, unknown> }).locals;
  const nonce = locals?.['cspNonce'];
  if (typeof nonce !== 'string') throw new Error('No CSP nonce on this response');
  return nonce;
}

/**
 * The content security policy with the response's nonce: scripts only with the nonce (and what
 * they load), everything else from the site's own origin, no plugins, no framing by others.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // `blob:`: the portal shows ticket attachments it fetched with the user's token from memory
    // (an `<img src>` cannot carry a token); only this origin's scripts can make such addresses.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
}

/**
 * Browser features the site never uses are off for its pages and every frame in them; the videos
 * (native `<video controls>`) keep fullscreen and picture-in-picture on the site's own origin, and
 * the share dialog's clipboard keeps its default (own origin). Only features Chromium knows are
 * named: it reports an unknown one (such as the withdrawn `interest-cohort`, whose successor
 * `browsing-topics` is named instead) as an error on every page.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers every answer carries besides its policy; worked out once, not per request. */
const fixedSecurityHeaders = new Map<string, string>([
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Permissions-Policy', permissionsPolicy],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]);

/** Gives a response its nonce (in `locals.cspNonce`) and the security headers that name it. */
export function applySecurityHeaders(response: ServerResponse & { locals: object }): string {
  const nonce = newNonce();
  (response.locals as Record<string, unknown>)['cspNonce'] = nonce;
  response.setHeaders(fixedSecurityHeaders);
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  return nonce;
}

/**
 * The security headers of every answer after the assets (the same set helmet gives, with the
 * policy's nonce made per response), in one step: set per request, they are a measurable part of
 * what a cached page costs.
 */
export const securityHeaders: RequestHandler = (_request, response, next) => {
  applySecurityHeaders(response);
  next();
};
