import type { Logger } from '@kmx/domain/ports';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { jsonBodyErrors } from '../api/json-body-errors';
import { sendJsonError } from '../api/json-answers';
import type { Config } from '../config/config';
import { publicOriginOf } from '../http/public-origin';
import { isForeignRequest, originHeadersOf } from './editor-call-guards';
import {
  clearedEditorSessionCookie,
  editorSessionCookie,
  type EditorSessions,
} from './EditorSessions';
import type { EditorSignInLimit } from './EditorSignInLimit';

/** The spec's addresses (public-site 5), spelling included. */
const editorSignInPath = '/api/editor-area-autentication';
const editorLogoutPath = '/api/editor-area-logout';

const maxBodySize = '4kb';

export interface EditorAreaRouterOptions {
  /** `null` when no password is in force: the editor area answers 503. */
  readonly sessions: EditorSessions | null;
  readonly limit: EditorSignInLimit;
  readonly logger: Logger;
  /** The cookie gets `Secure` when the public origin is https, or the request came over https. */
  readonly publicOriginIsHttps: boolean;
  /** `PUBLIC_ORIGIN`: sign-in and logout from a page of another origin are refused. */
  readonly config: Pick<Config, 'publicOrigin'>;
}

type SignInBody =
  | { readonly kind: 'password'; readonly input: string }
  | { readonly kind: 'token'; readonly hash: string }
  | { readonly kind: 'malformed' };

/** Exactly one of `input` (a password) or `hash` (a token), a string. */
function signInBodyOf(body: unknown): SignInBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { kind: 'malformed' };
  const fields = body as Record<string, unknown>;
  const hasInput = Object.hasOwn(fields, 'input');
  const hasHash = Object.hasOwn(fields, 'hash');
  if (hasInput === hasHash) return { kind: 'malformed' };
  const value = hasInput ? fields['input'] : fields['hash'];
  if (typeof value !== 'string') return { kind: 'malformed' };
  return hasInput ? { kind: 'password', input: value } : { kind: 'token', hash: value };
}

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Spec public-site 4, 5, 9: the editor area's sign-in. `{ "input": password }` answers
 * `{ success, hashedPassword }` with the session cookie, or `{ success: false }` for a wrong
 * password (the form's flag); `{ "hash": token }` answers whether the token is a live session.
 * Wrong passwords are limited per address. Nothing here is cached, and neither the password nor
 * a token is ever logged.
 */
export function editorAreaRouter(options: EditorAreaRouterOptions): Router {
  const router = Router();
  const json = express.json({ limit: maxBodySize, type: 'application/json', strict: false });

  /**
   * A sign-in or logout a page of another origin sent (its `Origin`, or `Sec-Fetch-Site`
   * `cross-site`/`same-site`) is refused before the body is read: a foreign page must neither
   * guess passwords with the visitor's address nor sign the editor out. A request that names no
   * origin at all (curl, a script on the server) is let through: a browser always sends one of
   * the two with a POST, and the JSON body already forces a CORS preflight the server never grants.
   */
  const fromOwnPage: RequestHandler = (request, response, next) => {
    if (!isForeignRequest(originHeadersOf(request), publicOriginOf(options.config, request))) {
      next();
      return;
    }
    sendJsonError(
      response,
      403,
      'Sign-in and sign-out of the editor area work only from pages of this site',
    );
  };

  router.post(editorSignInPath, fromOwnPage, json, async (request: Request, response: Response) => {
    response.set('cache-control', 'no-store');
    const { sessions } = options;
    if (sessions === null) {
      sendJsonError(response, 503, 'The editor area is not configured');
      return;
    }
    const body = request.is('application/json') ? signInBodyOf(request.body) : null;
    if (body === null || body.kind === 'malformed') {
      sendJsonError(
        response,
        400,
        'Send a JSON object with a string "input" (the password) or "hash" (a session token)',
      );
      return;
    }
    if (body.kind === 'token') {
      response.json({ success: sessions.isValid(body.hash) });
      return;
    }

    // `request.ip` is the client's address as the trusted proxies (TRUST_PROXY) forward it.
    const address = request.ip ?? '';
    const wait = await options.limit.waitSeconds(address);
    if (wait > 0) {
      options.logger.warn('editor area: too many wrong passwords', { address });
      response
        .status(429)
        .set('retry-after', String(wait))
        .json({ success: false, error: `Too many attempts. Try again in ${minutesText(wait)}.` });
      return;
    }
    if (!sessions.opens(body.input)) {
      await options.limit.wrongPassword(address);
      response.json({ success: false });
      return;
    }
    const token = sessions.issue();
    response.append(
      'Set-Cookie',
      editorSessionCookie(token, options.publicOriginIsHttps || request.secure),
    );
    response.json({ success: true, hashedPassword: token });
  });

  router.post(editorLogoutPath, fromOwnPage, (request: Request, response: Response) => {
    response
      .set('cache-control', 'no-store')
      .append(
        'Set-Cookie',
        clearedEditorSessionCookie(options.publicOriginIsHttps || request.secure),
      )
      .json({ success: true });
  });

  router.use(editorSignInPath, jsonBodyErrors(maxBodySize));
  return router;
}
