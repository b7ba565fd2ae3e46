import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { SignedCookieEditorAccess } from './SignedCookieEditorAccess';

/**
 * The editor access of this process, made once by the composition root. Its key is derived from
 * `COOKIE_SECRET` for this purpose alone; without the variable a random key is drawn, so access
 * ends with a restart and is not shared between instances.
 */
export function editorAccessFor(config: Pick<Config, 'cookieSecret'>): SignedCookieEditorAccess {
  const base = config.cookieSecret ?? randomBytes(32);
  return new SignedCookieEditorAccess(
    createHmac('sha256', base).update('kmx editor access').digest(),
  );
}
