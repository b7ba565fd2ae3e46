import { payloadPath, readPayloadAnswer } from '@kmx/domain/browser';
import { type PayloadAnswer } from '@kmx/domain/view';

/** The query parameter that names the build, so a payload cached for one build is not reused. */
const buildQueryParameter = 'v';

/**
 * Spec public-site 7: `{page}/_payload.json` with a build-hash query. The page's own query goes
 * along, the fragment stays in the browser.
 */
export function payloadUrl(page: URL, buildId: string | null): URL {
  const url = new URL(payloadPath(page.pathname), page);
  url.search = page.search;
  url.hash = '';
  if (buildId !== null) url.searchParams.set(buildQueryParameter, buildId);
  return url;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Fetches a payload answer. The body is read whatever the status (a 404 page is a page); a failed
 * request or an answer that is no payload gives `null`, so the caller loads the page in full.
 * An aborted request rejects, so the caller can tell it from a failure.
 */
export async function fetchPayloadAnswer(
  fetchFn: FetchLike,
  url: URL,
  signal?: AbortSignal,
): Promise<PayloadAnswer | null> {
  try {
    const response = await fetchFn(url.href, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal && { signal }),
    });
    return readPayloadAnswer(await response.json());
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    return null;
  }
}
