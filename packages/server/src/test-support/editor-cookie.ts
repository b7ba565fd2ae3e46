import { editorCookie as issuedEditorCookie } from '../draft/editor-cookie';

/** A `COOKIE_SECRET` for servers whose tests act as an editor. */
export const testCookieSecret = 'an integration test cookie secret, 32+ chars';

/** A `Cookie` header with valid editor access for a server started with `COOKIE_SECRET: secret`. */
export function editorCookie(secret: string = testCookieSecret): string {
  return issuedEditorCookie({ cookieSecret: secret }, Date.now());
}
