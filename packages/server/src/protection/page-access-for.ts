import { createHmac, randomBytes } from 'node:crypto';
import type { Clock, Logger } from '@kmx/domain/ports';
import type { Config } from '../config/config';
import { pagePasswordsInForce } from './page-passwords';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';

/**
 * The page access check of this process. Its key is derived from `COOKIE_SECRET` for this one
 * purpose; without the variable a random key is drawn, so grants end with a restart and are not
 * shared between instances (set the variable when more than one instance serves the site).
 */
export function pageAccessFor(
  config: Config,
  clock: Clock,
  logger: Logger,
): SignedCookiePageAccess {
  const contentIsSandbox = config.contentUrl === undefined;
  if (config.cookieSecret === undefined && !contentIsSandbox) {
    logger.warn(
      'COOKIE_SECRET is unset: protected-page access ends with a restart and is not shared between instances',
    );
  }
  const base = config.cookieSecret ?? randomBytes(32);
  const secret = createHmac('sha256', base).update('kmx page access').digest();
  return new SignedCookiePageAccess({
    secret,
    passwords: pagePasswordsInForce(config.pagePasswords, contentIsSandbox),
    clock,
  });
}
