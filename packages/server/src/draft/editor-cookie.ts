import type { Config } from '../config/config';
import { demoEditorPassword } from '../editor-area/editor-password';
import { editorAccessFor } from './editor-access-for';
import { editorCookieName } from './SignedCookieEditorAccess';

/**
 * A `Cookie` header with editor access for a server started with the same `COOKIE_SECRET` and
 * editor password (the demo one unless given), as the editor area's sign-in issues it: tests and
 * `npm run bench` act as an editor through it (only an editor's `cache=false` goes past the caches).
 */
export function editorCookie(
  config: Pick<Config, 'cookieSecret'>,
  now: number,
  password: string = demoEditorPassword,
): string {
  const value = editorAccessFor(config, password).issue(now);
  return `${editorCookieName}=${encodeURIComponent(value)}`;
}
