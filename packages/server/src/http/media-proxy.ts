import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request, RequestHandler, Response } from 'express';
import { documentDisposition, documentTypeOf, upstreamTypeFits } from './media-documents';

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
/**
 * Whether a visitor may have a file: `public` for anyone (and any cache), `granted` to this
 * visitor only (a protected page's file they have opened), `refused` (its page is closed to them).
 */
export type MediaAccess = 'public' | 'granted' | 'refused';

/**
 * Decides a file's access by its upstream path (`/media/downloads/x.pdf`) before anything is asked
 * upstream; may fail (the answer is then 502).
 */
export type MediaAccessCheck = (request: Request, path: string) => Promise<MediaAccess>;

const everyonesMedia: MediaAccessCheck = () => Promise.resolve('public');

/** Upstream answers passed on to a player asking for part of a video, or a resumed download. */
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

const refusals: Readonly<Record<number, string>> = {
  403: 'Forbidden',
  404: 'Not found',
  416: 'Range not satisfiable',
};

function refuse(response: Response, status: number): void {
  response
    .status(status)
    .type('text/plain')
    .send(refusals[status] ?? 'Bad gateway');
}

/** Lets go of an upstream body that is not passed on, so its connection is freed. */
function discard(upstream: globalThis.Response): void {
  upstream.body?.cancel().catch(() => undefined);
}

/**
 * Content and products name their images, videos and documents by path (`/media/content/x.svg`),
 * as served by their service's origin. They are passed through from there, so pages show them from
 * their own origin and the CSP keeps `img-src` and `media-src` at `'self'`. Anything but an image,
 * a video or a document of the allow-list (`media-documents.ts`) is refused before any upstream
 * call, and so is a file `access` refuses to this visitor. Every answer is streamed as it arrives,
 * at the pace the visitor reads it, so the server holds no more than a chunk of any file however
 * big; a video or document comes with the range a player or download manager asks for (`Range`,
 * answered `206`), so it starts playing, seeks and resumes without being loaded whole.
 */
export function mediaProxy(
  source: MediaSource,
  timeoutMs: number,
  access: MediaAccessCheck = everyonesMedia,
): RequestHandler {
  return async (request, response) => {
    const file = request.path.startsWith(source.localPath)
      ? request.path.slice(source.localPath.length)
      : '';
    const documentType = file.includes('..') ? null : documentTypeOf(file);
    const video = safeVideoFile.test(file);
    // Documents and videos are the ranged kinds: both are big, and both may be fetched in parts.
    const ranged = video || documentType !== null;
    if ((!ranged && !safeImageFile.test(file)) || file.includes('..')) {
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
      const visitor = await access(request, `${source.upstreamPath}${file}`);
      if (visitor !== 'public') response.set('cache-control', 'private, no-store');
      if (visitor === 'refused') {
        refuse(response, 403);
        return;
      }
      const upstream = await fetch(
        `${source.origin}${source.upstreamPath}${file}${ranged ? '' : upstreamQuery(query)}`,
        {
          signal: upstreamCall.signal,
          ...(ranged && range !== undefined && { headers: { range } }),
        },
      );
      clearTimeout(budget);
      const upstreamType = upstream.headers.get('content-type') ?? '';
      const type = documentType ?? upstreamType;
      const fits =
        documentType === null
          ? upstreamType.startsWith(video ? 'video/' : 'image/')
          : upstreamTypeFits(upstreamType, documentType);
      if (ranged && upstream.status === 416) {
        discard(upstream);
        response.set('content-range', upstream.headers.get('content-range') ?? 'bytes */*');
        refuse(response, 416);
        return;
      }
      if (!upstream.ok || !fits) {
        discard(upstream);
        refuse(response, upstream.status === 404 ? 404 : 502);
        return;
      }
      response
        .status(ranged && upstream.status === 206 ? 206 : 200)
        .type(type)
        // A protected page's file is this visitor's alone: no shared cache may keep it.
        .set(
          'cache-control',
          visitor === 'public'
            ? (upstream.headers.get('cache-control') ?? 'public, max-age=86400')
            : 'private, no-store',
        )
        .set('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // A document is saved, never shown in the site's origin (a PDF or an Office file can carry
      // scripts and macros).
      if (documentType !== null) response.set('content-disposition', documentDisposition(file));
      for (const name of ranged ? videoHeaders : imageHeaders) {
        const value = upstream.headers.get(name);
        if (value !== null) response.set(name, value);
      }
      if (!ranged && request.fresh) {
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
