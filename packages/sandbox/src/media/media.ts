import type { RequestListener, ServerResponse } from 'node:http';
import { byteRange } from './byte-range';
import { demoClipMp4 } from './demo-clip';
import { documentTypes } from '@kmx/domain/media';
import { demoDocument, documentExtension } from './demo-documents';
import { illustrationSvg } from './illustrations';

/**
 * Demo media: every sandbox service serves them under `/media/`, and data files name them by path
 * (`/media/products/cutter-355.svg`). Images are generated on request; every `.mp4` is one short
 * test clip, served in ranges as video hosts do; documents (`.pdf`, Office files) are small valid
 * files of their kind.
 */
const mediaPrefix = '/media/';

/** The address of a media path as seen from the request that asked for it. */
export function absoluteMediaUrl(
  requestUrl: string,
  path: string | null | undefined,
): string | null {
  if (path === null || path === undefined || path === '') return null;
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path, requestUrl).toString();
}

/**
 * A deterministic picture for a path: an art-directed line drawing chosen by the path's folder and
 * words (see `illustrations.ts`), drawn to fit `width` × `height` without text to crop.
 */
export function mediaSvg(path: string, width = 1200, height = 675): string {
  return illustrationSvg(path, width, height);
}

const videoHeaders = {
  'content-type': 'video/mp4',
  'accept-ranges': 'bytes',
  'cache-control': 'public, max-age=86400',
};

/** The clip, or the part of it a player asked for with `Range`. */
function sendClip(rangeHeader: string | undefined, response: ServerResponse): void {
  const size = demoClipMp4.byteLength;
  const range = byteRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
  } else if (range.kind === 'part') {
    response.writeHead(206, {
      ...videoHeaders,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    });
    response.end(demoClipMp4.subarray(range.start, range.end + 1));
  } else {
    response.writeHead(200, { ...videoHeaders, 'content-length': size }).end(demoClipMp4);
  }
}

/**
 * Answers `GET /media/...` with a generated picture (`?w=&h=` set its size), with the test clip
 * for a path ending in `.mp4`, or with a document for a document's extension.
 */
export const mediaHandler: RequestListener = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  if (request.method !== 'GET' || !url.pathname.startsWith(mediaPrefix)) {
    response.writeHead(404).end();
    return;
  }
  if (url.pathname.endsWith('.mp4')) {
    sendClip(request.headers.range, response);
    return;
  }
  const extension = documentExtension(url.pathname);
  if (extension !== null) {
    const document = demoDocument(url.pathname, extension);
    response.writeHead(200, {
      'content-type': documentTypes[extension] ?? 'application/octet-stream',
      'content-length': document.byteLength,
      'cache-control': 'public, max-age=86400',
    });
    response.end(document);
    return;
  }
  const size = (name: string, fallback: number) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 && value <= 4000 ? value : fallback;
  };
  response.writeHead(200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
  });
  response.end(mediaSvg(url.pathname, size('w', 1200), size('h', 675)));
};

/** Serves `/media/` itself and hands everything else to the service. */
export function withMedia(service: RequestListener): RequestListener {
  return (request, response) => {
    if ((request.url ?? '').startsWith(mediaPrefix)) mediaHandler(request, response);
    else service(request, response);
  };
}
