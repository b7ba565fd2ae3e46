import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { RequestHandler, Response } from 'express';

const mediaPath = '/media/';

/** Where an upstream keeps its media, and under which path of the site's origin they are shown. */
export interface MediaSource {
  /** The upstream's origin, e.g. `http://127.0.0.1:4001`. */
  readonly origin: string;
  /** Path prefix of its media there: `/media/`. */
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

const safeImageFile = /^(?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
const safeVideoFile = /^(?:[\w-]+\/)*[\w.-]+\.(?:mp4|webm)$/i;
/** One range of bytes, as players ask; several ranges would come back as a multipart answer. */
const plausibleRange = /^bytes=\d{0,15}-\d{0,15}$/;
/** Upstream answers passed on to a player asking for part of a video. */
const videoHeaders = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'];
/** Upstream answers passed on with an image, so a browser can ask again whether it changed. */
const imageHeaders = ['content-length', 'last-modified', 'etag'];
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

function refuse(response: Response, status: number): void {
  response
    .status(status)
    .type('text/plain')
    .send(status === 404 ? 'Not found' : status === 416 ? 'Range not satisfiable' : 'Bad gateway');
}

/** Lets go of an upstream body that is not passed on, so its connection is freed. */
function discard(upstream: globalThis.Response): void {
  upstream.body?.cancel().catch(() => undefined);
}

/**
 * Content and products name their images and videos by path (`/media/content/x.svg`), as served by
 * their service's origin. They are passed through from there, so pages show them from their own
 * origin and the CSP keeps `img-src` and `media-src` at `'self'`. Anything but an image or a video
 * file path is refused before any upstream call. Every answer is streamed as it arrives, at the
 * pace the visitor reads it, so the server holds no more than a chunk of any file however big; a
 * video comes with the range a player asks for (`Range`, answered `206`), so it starts playing and
 * seeks without being loaded whole.
 */
export function mediaProxy(source: MediaSource, timeoutMs: number): RequestHandler {
  return async (request, response) => {
    const file = request.path.startsWith(source.localPath)
      ? request.path.slice(source.localPath.length)
      : '';
    const video = safeVideoFile.test(file);
    if ((!video && !safeImageFile.test(file)) || file.includes('..')) {
      refuse(response, 404);
      return;
    }
    const query = new URL(request.originalUrl, 'http://site.invalid').searchParams;
    const range = plausibleRange.test(request.headers.range ?? '')
      ? request.headers.range
      : undefined;
    // The answer must begin within the budget; its body then flows at the pace the visitor reads
    // it, which the budget cannot foresee, and stops when the visitor goes away (a body the
    // upstream stalls is ended by fetch's own five-minute idle limit).
    const upstreamCall = new AbortController();
    const budget = setTimeout(() => upstreamCall.abort(), timeoutMs);
    response.once('close', () => upstreamCall.abort());
    try {
      const upstream = await fetch(
        `${source.origin}${source.upstreamPath}${file}${video ? '' : upstreamQuery(query)}`,
        {
          signal: upstreamCall.signal,
          ...(video && range !== undefined && { headers: { range } }),
        },
      );
      clearTimeout(budget);
      const type = upstream.headers.get('content-type') ?? '';
      if (video && upstream.status === 416) {
        discard(upstream);
        response.set('content-range', upstream.headers.get('content-range') ?? 'bytes */*');
        refuse(response, 416);
        return;
      }
      if (!upstream.ok || !type.startsWith(video ? 'video/' : 'image/')) {
        discard(upstream);
        refuse(response, upstream.status === 404 ? 404 : 502);
        return;
      }
      response
        .status(video && upstream.status === 206 ? 206 : 200)
        .type(type)
        .set('cache-control', upstream.headers.get('cache-control') ?? 'public, max-age=86400')
        .set('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      for (const name of video ? videoHeaders : imageHeaders) {
        const value = upstream.headers.get(name);
        if (value !== null) response.set(name, value);
      }
      if (!video && request.fresh) {
        // The browser's copy is current (its validator matches the upstream's): no body.
        discard(upstream);
        response.status(304).removeHeader('content-type');
        response.removeHeader('content-length');
        response.end();
        return;
      }
      if (request.method === 'HEAD' || upstream.body === null) {
        discard(upstream);
        response.end();
        return;
      }
      // Back-pressure: the upstream is read only as fast as the visitor takes the bytes.
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), response);
    } catch {
      // A failure once the answer has begun (the upstream broke off, the visitor went away) has
      // already ended it: `pipeline` destroys the response.
      if (!response.headersSent) refuse(response, 502);
    } finally {
      clearTimeout(budget);
    }
  };
}
