import type { MediaSource } from '../http/media-proxy';
import type { ProducedPage } from '../render/PageResponder';

/**
 * The content and catalogue services name their images with their own absolute address
 * (`http://content-host/media/x.svg`). The site passes them through under a path of its own origin
 * (see the media proxy: `/media/` for content, `/catalogue-media/` for the catalogue), so every
 * such address in a page becomes a same-origin path and the CSP keeps `img-src 'self'`. Any other
 * string is left as it is.
 */
export function withSameOriginMedia<T>(value: T, sources: readonly MediaSource[]): T {
  const prefixes = sources.map((source) => ({
    upstream: `${source.origin}${source.upstreamPath}`,
    local: source.localPath,
  }));
  // Most strings of a page are no address at all: the start all upstreams share rules them out.
  const shared = sharedStart(prefixes.map((prefix) => prefix.upstream));
  const rewriteString = (item: string): string => {
    if (!item.startsWith(shared)) return item;
    const match = prefixes.find((prefix) => item.startsWith(prefix.upstream));
    return match === undefined ? item : `${match.local}${item.slice(match.upstream.length)}`;
  };
  // Copies only what holds a rewritten address; the rest (most of a page) is shared as it is.
  const rewrite = (item: unknown): unknown => {
    if (typeof item === 'string') return rewriteString(item);
    if (item === null || typeof item !== 'object') return item;
    if (Array.isArray(item)) {
      let copy: unknown[] | null = null;
      for (let index = 0; index < item.length; index += 1) {
        const field: unknown = item[index];
        const rewritten = rewrite(field);
        if (rewritten === field) continue;
        copy ??= [...item];
        copy[index] = rewritten;
      }
      return copy ?? item;
    }
    const record = item as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(record)) {
      const field = record[key];
      const rewritten = rewrite(field);
      if (rewritten === field) continue;
      copy ??= { ...record };
      copy[key] = rewritten;
    }
    return copy ?? item;
  };
  return rewrite(value) as T;
}

/** The longest start all the texts have in common. */
function sharedStart(texts: readonly string[]): string {
  const [first = '', ...rest] = texts;
  let length = first.length;
  for (const text of rest) {
    while (length > 0 && !text.startsWith(first.slice(0, length))) length -= 1;
  }
  return first.slice(0, length);
}

/**
 * A produced page with its images same-origin; the Open Graph image stays an absolute address
 * (on the public origin), since it is read by other sites.
 */
export function withSameOriginPageMedia(
  page: ProducedPage,
  sources: readonly MediaSource[],
  publicOrigin: string,
): ProducedPage {
  const rewritten = withSameOriginMedia(page, sources);
  const { image } = rewritten.payload.head.openGraph;
  if (image === null || !sources.some((source) => image.startsWith(source.localPath))) {
    return rewritten;
  }
  const head = rewritten.payload.head;
  return {
    ...rewritten,
    payload: {
      ...rewritten.payload,
      head: { ...head, openGraph: { ...head.openGraph, image: `${publicOrigin}${image}` } },
    },
  };
}
