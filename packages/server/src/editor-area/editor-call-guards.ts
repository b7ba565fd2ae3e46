import { editorRequestHeader, editorRequestHeaderValue } from '@kmx/domain/editor';
import type { Clock } from '@kmx/domain/ports';
import type { Request, RequestHandler } from 'express';
import { sendJsonError } from '../api/json-answers';
import type { Config } from '../config/config';
import type { EditorAccessCheck } from '../draft/EditorAccessCheck';
import type { OriginHeaders } from '../draft/same-origin';
import { publicOriginOf } from '../http/public-origin';

function header(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The headers a browser sets that tell where a request comes from, as sent. */
export function originHeadersOf(request: Request): OriginHeaders {
  return { origin: header(request, 'origin'), secFetchSite: header(request, 'sec-fetch-site') };
}

/**
 * Whether a browser says the request was sent by a page of another origin: an `Origin` that is
 * not ours (`null` included), or a `Sec-Fetch-Site` other than `same-origin`. A request that says
 * neither (curl, a test, an older browser's same-origin GET) is not foreign by this rule; the
 * callers that need more ask for more (the custom header, a JSON body that forces a preflight).
 */
export function isForeignRequest(headers: OriginHeaders, ownOrigin: string): boolean {
  const { origin, secFetchSite } = headers;
  if (secFetchSite !== undefined && secFetchSite !== 'same-origin') return true;
  return origin !== undefined && origin !== ownOrigin;
}

/** Every answer of the editor calls, errors too: personal and changing, so no cache keeps it. */
export const noStore: RequestHandler = (_request, response, next) => {
  response.set('cache-control', 'no-store');
  next();
};

/** 401 without a live editor session (spec public-site 7: a visitor without editor access). */
export function editorSessionRequired(
  editorAccess: EditorAccessCheck,
  clock: Clock,
): RequestHandler {
  return (request, response, next) => {
    if (editorAccess.allows(request.headers.cookie, clock.now())) next();
    else sendJsonError(response, 401, 'Sign in to the editor area first');
  };
}

/**
 * 403 for a GET that changes state unless the editor area's own script sent it: the custom header
 * (which a link, prefetch, crawler or image tag cannot set, nor another origin's script without a
 * preflight the server never grants), and no browser sign of another origin.
 */
export function editorScriptRequired(config: Pick<Config, 'publicOrigin'>): RequestHandler {
  return (request, response, next) => {
    if (header(request, editorRequestHeader) !== editorRequestHeaderValue) {
      sendJsonError(
        response,
        403,
        `This call changes a translation: send it from the editor area (header ${editorRequestHeader}: ${editorRequestHeaderValue})`,
      );
      return;
    }
    if (isForeignRequest(originHeadersOf(request), publicOriginOf(config, request))) {
      sendJsonError(response, 403, 'Translations are changed only from pages of this site');
      return;
    }
    next();
  };
}
