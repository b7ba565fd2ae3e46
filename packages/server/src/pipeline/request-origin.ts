/** The host and scheme a request was made for. */
export interface RequestOrigin {
  readonly host: string;
  readonly secure: boolean;
}

/** What Express offers: host and scheme, worked out on each read. */
export interface OriginOfRequest {
  readonly host: string | undefined;
  readonly secure: boolean;
}

const origins = new WeakMap<OriginOfRequest, RequestOrigin>();

/**
 * A request's host and scheme, read from Express once: each read there asks again whether the
 * peer is a trusted proxy (`X-Forwarded-Host`, `X-Forwarded-Proto`), and a page request needs them
 * several times.
 */
export function requestOrigin(request: OriginOfRequest): RequestOrigin {
  let origin = origins.get(request);
  if (origin === undefined) {
    origin = { host: request.host ?? '', secure: request.secure };
    origins.set(request, origin);
  }
  return origin;
}
