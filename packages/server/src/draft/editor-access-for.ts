import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { SignedCookieEditorAccess } from './SignedCookieEditorAccess';

/**
 * The editor access of this process, made once by the composition root. Its key is derived from
 * `COOKIE_SECRET` for this purpose alone and from the editor password in force, so changing the
 * password ends every editor's access (issue 18); without `COOKIE_SECRET` a random key is drawn, so
 * access ends with a restart and is not shared between instances.
 */
export function editorAccessFor(
  config: Pick<Config, 'cookieSecret'>,
  password: string | null,
): SignedCookieEditorAccess {
  const base = config.cookieSecret ?? randomBytes(32);
  return new SignedCookieEditorAccess(
    createHmac('sha256', base)
      .update('kmx editor access\0')
      .update(password ?? '', 'utf8')
      .digest(),
  );
}
