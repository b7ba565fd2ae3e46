import type { Logger } from '@kmx/domain/ports';
import { passwordGateError } from '@kmx/domain/editor';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { sendJsonError } from '../api/json-answers';
import type { AttemptLimiter } from './AttemptLimiter';
import { gateNoticeCookie, type GateNotice } from './gate-notice';
import type { LocatedPage } from './locate-protected-page';
import type { SignedCookiePageAccess } from './SignedCookiePageAccess';

/** The form field the gate posts. */
const passwordField = 'password';

export interface PasswordGateRouterOptions {
  readonly access: SignedCookiePageAccess;
  readonly limiter: AttemptLimiter;
  /** The protected page at the request's address, or `null` when there is none. */
  readonly locate: (request: Request) => Promise<LocatedPage | null>;
  readonly logger: Logger;
  /** Cookies get `Secure` when the public origin is https, or the request came over https. */
  readonly publicOriginIsHttps: boolean;
}

type FieldValue = { kind: 'value'; value: string } | { kind: 'malformed' };

/** The password field of a parsed form: missing counts as empty, repeated as malformed. */
function passwordOf(body: unknown): FieldValue {
  if (typeof body !== 'object' || body === null) return { kind: 'value', value: '' };
  const value: unknown = Object.hasOwn(body, passwordField)
    ? (body as Record<string, unknown>)[passwordField]
    : '';
  return typeof value === 'string' ? { kind: 'value', value } : { kind: 'malformed' };
}

/**
 * Spec public-site 2.3, 5: the password gate's form posts to the protected page's own address.
 * Every outcome answers 303 back to that address (post, redirect, get): a correct password with
 * the signed access cookie, a refused one with a short-lived notice the page pipeline turns into
 * the gate's message (`takeGateNotice`). Posts to any other address pass through untouched.
 */
export function passwordGateRouter(options: PasswordGateRouterOptions): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 });

  router.post(
    '/{*path}',
    form,
    async (request: Request, response: Response, next: NextFunction) => {
      const located = await options.locate(request);
      if (located === null) {
        next();
        return;
      }
      const secure = options.publicOriginIsHttps || request.secure;
      response.set('cache-control', 'no-store');
      const back = (notice: GateNotice | null, accessCookie?: string) => {
        response.append('Set-Cookie', gateNoticeCookie(notice, located.address, secure));
        if (accessCookie !== undefined) response.append('Set-Cookie', accessCookie);
        response.redirect(303, located.address);
      };

      const field = request.is('application/x-www-form-urlencoded')
        ? passwordOf(request.body)
        : ({ kind: 'malformed' } as const);
      if (field.kind === 'malformed') {
        sendJsonError(response, 400, 'Send a form with one password field');
        return;
      }
      if (passwordGateError(field.value) !== null) {
        back('empty');
        return;
      }

      const area = options.access.areaOf(located.page);
      const areaKey = area === null ? located.page.url : area.path;
      // `request.ip` is the visitor's address as the trusted proxies (TRUST_PROXY) forward it.
      if (
        !(await options.limiter.attempt(`${request.ip ?? ''}|${located.page.siteId}|${areaKey}`))
      ) {
        options.logger.warn('password gate: too many attempts', {
          siteId: located.page.siteId,
          area: areaKey,
        });
        back('too-many');
        return;
      }
      if (area === null) {
        options.logger.warn('password gate: no password configured for a protected page', {
          siteId: located.page.siteId,
          page: located.page.url,
        });
        back('wrong');
        return;
      }
      if (!options.access.passwordOpens(area, field.value)) {
        back('wrong');
        return;
      }
      back(null, options.access.grantCookie(request, area, secure));
    },
  );

  return router;
}
