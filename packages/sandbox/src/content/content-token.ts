import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The demo credential of the product's server towards the sandbox's content service, as a headless
 * CMS hands out an API token: the service listens on loopback only, so a known demo value is
 * enough; `npm run sandbox` takes another from `SANDBOX_CONTENT_TOKEN`.
 */
export const sandboxContentToken = 'sandbox-content-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer …` carries the token, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
