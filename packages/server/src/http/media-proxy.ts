import type { RequestHandler } from 'express';

export const mediaPath = '/media/';

/** Where an upstream keeps its images, and under which path of the site's origin they are shown. */
export interface MediaSource {
  /** The upstream's origin, e.g. `http://127.0.0.1:4001`. */
  readonly origin: string;
  /** Path prefix of its images there: `/media/`. */
  readonly upstreamPath: string;
  /** Path prefix on the site's origin: `/media/` for content, `/catalogue-media/` for products. */
  readonly localPath: string;
}

export function mediaSources(contentUrl: string, catalogueUrl: string): readonly MediaSource[] {
  return [
    { origin: new URL(contentUrl).origin, upstreamPath: mediaPath, localPath: mediaPath },
    {
      origin: new URL(catalogueUrl).origin,
      upstreamPath: mediaPath,
      localPath: '/catalogue-media/',
    },
  ];
}

const safeMediaFile = /^(?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
/** What an image address may ask of the image service (spec 9: size, quality 90, webp/png, crop). */
const imageParameters: Readonly<Record<string, RegExp>> = {
  w: /^\d{1,4}$/,
  h: /^\d{1,4}$/,
  width: /^\d{1,4}$/,
  height: /^\d{1,4}$/,
  quality: /^\d{1,3}$/,
  format: /^(?:png|webp)$/,
  fit: /^crop$/,
};

/** Only the image parameters travel upstream, and only with plausible values. */
function upstreamQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, shape] of Object.entries(imageParameters)) {
    const value = query.get(name);
    if (value !== null && shape.test(value)) kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Content and products name their images by path (`/media/content/x.svg`), as served by their
 * service's origin. They are passed through from there, so pages show them from their own origin
 * and the CSP keeps `img-src 'self'`. Anything but an image file path is refused before any
 * upstream call.
 */
export function mediaProxy(source: MediaSource, timeoutMs: number): RequestHandler {
  return async (request, response) => {
    const file = request.path.startsWith(source.localPath)
      ? request.path.slice(source.localPath.length)
      : '';
    if (!safeMediaFile.test(file) || file.includes('..')) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    const query = new URL(request.originalUrl, 'http://site.invalid').searchParams;
    try {
      const upstream = await fetch(
        `${source.origin}${source.upstreamPath}${file}${upstreamQuery(query)}`,
        {
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      const type = upstream.headers.get('content-type') ?? '';
      if (!upstream.ok || !type.startsWith('image/')) {
        response.status(upstream.status === 404 ? 404 : 502).type('text/plain');
        response.send(upstream.status === 404 ? 'Not found' : 'Bad gateway');
        return;
      }
      response
        .status(200)
        .type(type)
        .set('cache-control', upstream.headers.get('cache-control') ?? 'public, max-age=86400')
        .set('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.status(502).type('text/plain').send('Bad gateway');
    }
  };
}
