import { setCookieString } from '@kmx/adapters';
import { editorCookieLifetimeMs } from '@kmx/domain/editor';
import type { Clock } from '@kmx/domain/ports';
import { editorCookieName, type SignedCookieEditorAccess } from '../draft/SignedCookieEditorAccess';
import { passwordMatches } from './editor-password';

/**
 * The editor area's sessions for one password: checks a password, and issues and checks the
 * editor access the draft proxy and the cache flags read (one cookie, `SignedCookieEditorAccess`,
 * whose key the password is part of). The server keeps no session state.
 */
export class EditorSessions {
  constructor(
    private readonly password: string,
    private readonly access: Pick<SignedCookieEditorAccess, 'issue' | 'accepts'>,
    private readonly clock: Clock,
  ) {}

  /** Whether `input` is the editor password, compared in constant time. */
  opens(input: string): boolean {
    return passwordMatches(this.password, input);
  }

  /** A new session's token: the editor cookie's value. */
  issue(): string {
    return this.access.issue(this.clock.now());
  }

  /** Whether `token` is editor access of this password that has not expired. */
  isValid(token: unknown): boolean {
    return typeof token === 'string' && this.access.accepts(token, this.clock.now());
  }
}

/** The `Set-Cookie` value that keeps `token` for one session lifetime; `HttpOnly`, `Strict`. */
export function editorSessionCookie(token: string, secure: boolean): string {
  return setCookieString({
    name: editorCookieName,
    value: token,
    path: '/',
    maxAge: editorCookieLifetimeMs / 1000,
    httpOnly: true,
    sameSite: 'strict',
    ...(secure && { secure: true }),
  });
}

/** The `Set-Cookie` value that ends the session in the browser. */
export function clearedEditorSessionCookie(secure: boolean): string {
  return setCookieString({
    name: editorCookieName,
    value: '',
    path: '/',
    maxAge: 0,
    expires: new Date(0),
    httpOnly: true,
    sameSite: 'strict',
    ...(secure && { secure: true }),
  });
}
