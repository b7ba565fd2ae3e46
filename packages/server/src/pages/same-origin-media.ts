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
  const rewrite = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const match = prefixes.find((prefix) => item.startsWith(prefix.upstream));
      return match === undefined ? item : `${match.local}${item.slice(match.upstream.length)}`;
    }
    if (Array.isArray(item)) return item.map(rewrite);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, field]) => [key, rewrite(field)] as const),
      );
    }
    return item;
  };
  return rewrite(value) as T;
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
