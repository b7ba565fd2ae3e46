import type { FetchLike } from './payload-client';

/** Reads a JSON answer that must not come from a cache; a failed request or status rejects. */
export function jsonFetcher(fetchFn: FetchLike): (url: string) => Promise<unknown> {
  return async (url) => {
    const response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
}
