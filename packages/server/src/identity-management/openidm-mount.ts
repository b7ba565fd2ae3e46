import type { RequestListener } from 'node:http';
import { UpstreamError } from '@kmx/domain/errors';
import type { AccessTokenCheck, AccessTokenHolder, Logger } from '@kmx/domain/ports';
import type { RequestHandler } from 'express';
import { sendStarting } from '../http/server-health';
import { sendIdmError } from './idm-error-answer';
import { idmProxy } from './idm-proxy';
import { mayAskOpenidm, openidmBasePath } from './openidm-access';

/** What the mount needs of the sign-in mount: whether it is up, and what it holds. */
export interface IdentityManagementSource {
  readonly ready: boolean;
  /** The embedded identity-management service, sharing the embedded provider's store. */
  identityManagementHandler(): RequestListener | undefined;
  /** Checks the access tokens of the provider in use; none before the mount is ready. */
  accessTokenCheck(): AccessTokenCheck | undefined;
}

export interface OpenidmMountOptions {
  readonly signIn: IdentityManagementSource;
  /** `IDM_URL`: a real service, proxied; unset: the embedded one, if any. */
  readonly idmUrl: string | undefined;
  readonly timeoutMs: number;
  readonly logger: Logger;
}

/** RFC 6750 section 2.1: `Bearer` and the token. */
const bearerPattern = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

function isBelowOpenidm(path: string): boolean {
  return path === openidmBasePath || path.startsWith(`${openidmBasePath}/`);
}

/**
 * The identity-management service on the product's origin under `/openidm`, so the browser calls
 * it same-origin with the user's access token: the embedded service, or a real one (`IDM_URL`)
 * through `idmProxy`. In front of either, the product checks the caller itself: a valid access
 * token (401 otherwise) and a path its roles allow (`mayAskOpenidm`, 404 otherwise). Which users
 * an administrator reaches, and every change's rules, the service decides. Nothing here is
 * stored by anyone (`Cache-Control: no-store`).
 */
export function openidmMount(options: OpenidmMountOptions): RequestHandler {
  const { signIn, logger } = options;
  const proxy =
    options.idmUrl === undefined
      ? undefined
      : idmProxy({ baseUrl: options.idmUrl, timeoutMs: options.timeoutMs });

  async function holderOf(token: string, check: AccessTokenCheck) {
    try {
      return { holder: await check.check(token) };
    } catch (error) {
      // The adapter logs why; the token never is.
      logger.warn('access token check failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return {
        failed: error instanceof UpstreamError && error.status !== null ? 502 : 503,
      } as const;
    }
  }

  return (request, response, next) => {
    const [path = ''] = (request.originalUrl || request.url).split('?');
    if (!isBelowOpenidm(path)) {
      next();
      return;
    }
    // Until the embedded provider is mounted there is no service, and no token to check.
    if (!signIn.ready) {
      sendStarting(response);
      return;
    }
    response.setHeader('cache-control', 'no-store');
    const service = proxy ?? signIn.identityManagementHandler();
    const check = signIn.accessTokenCheck();
    if (service === undefined || check === undefined) {
      sendIdmError(response, 404, 'No identity-management service is configured');
      return;
    }
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) {
      sendIdmError(response, 401, 'Access Denied');
      return;
    }
    holderOf(token, check)
      .then((answer) => {
        if ('failed' in answer) {
          sendIdmError(response, answer.failed, 'The identity provider is not available');
          return;
        }
        const holder: AccessTokenHolder | undefined = answer.holder;
        if (holder === undefined) sendIdmError(response, 401, 'Access Denied');
        else if (!mayAskOpenidm(holder, request.method, path)) {
          sendIdmError(response, 404, 'Not found');
        } else service(request, response);
      })
      .catch(next);
  };
}
