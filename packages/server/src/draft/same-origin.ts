/** The request headers a browser sets that tell where a request comes from. */
export interface OriginHeaders {
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
}

/**
 * Whether a browser sent this request from one of our own pages: `Sec-Fetch-Site: same-origin`
 * where the browser sends it, and an `Origin` that is one of ours whenever one is sent. A request
 * that says neither is refused: every browser that runs the editor area sends at least `Origin`
 * on a POST.
 */
export function isSameOrigin(headers: OriginHeaders, ownOrigins: readonly string[]): boolean {
  const { origin, secFetchSite } = headers;
  if (secFetchSite !== undefined && secFetchSite !== 'same-origin') return false;
  if (origin !== undefined) return ownOrigins.includes(origin);
  return secFetchSite === 'same-origin';
}
