import { mediaPath } from '../http/media-proxy';
import type { ProducedPage } from '../render/PageResponder';

/**
 * The content service names its images with its own absolute address
 * (`http://content-host/media/x.svg`). The site passes them through under `/media/` on its own
 * origin (see the media proxy), so every such address in a page becomes a same-origin path and the
 * CSP keeps `img-src 'self'`. Any other string is left as it is.
 */
export function withSameOriginMedia<T>(value: T, mediaOrigin: string): T {
  const prefix = `${mediaOrigin}${mediaPath}`;
  const rewrite = (item: unknown): unknown => {
    if (typeof item === 'string') {
      return item.startsWith(prefix) ? item.slice(mediaOrigin.length) : item;
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
  mediaOrigin: string,
  publicOrigin: string,
): ProducedPage {
  const rewritten = withSameOriginMedia(page, mediaOrigin);
  const { image } = rewritten.payload.head.openGraph;
  if (image === null || !image.startsWith(mediaPath)) return rewritten;
  const head = rewritten.payload.head;
  return {
    ...rewritten,
    payload: {
      ...rewritten.payload,
      head: { ...head, openGraph: { ...head.openGraph, image: `${publicOrigin}${image}` } },
    },
  };
}
