import { createHmac } from 'node:crypto';

/**
 * The `COOKIE_SECRET` the product is started with for the end-to-end tests (playwright.config.ts):
 * fixed, so a test can make the forms' start tokens the server takes. Used by the tests alone.
 */
export const e2eCookieSecret = 'the end-to-end tests secret, 32 characters or more';

/**
 * A start token (`formStarted`) for a form shown at `startedAt`, made as the server makes it
 * (packages/server/src/forms/form-keys.ts and FormStartTokens.ts): `fs1.<ms>.<HMAC-SHA256>`, the
 * key derived from the secret for this purpose alone. A token from a minute ago lets a test send a
 * form at once instead of sleeping out the server's minimum fill time.
 */
export function formStartToken(startedAt: number): string {
  const key = createHmac('sha256', e2eCookieSecret).update('kmx form start\0').digest();
  const payload = `fs1.${Math.floor(startedAt)}`;
  return `${payload}.${createHmac('sha256', key).update(payload, 'utf8').digest('base64url')}`;
}
