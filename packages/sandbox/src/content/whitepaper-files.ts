import type { RequestListener, ServerResponse } from 'node:http';
import { carriesToken } from './content-token';
import { whitepaperPdf } from './whitepaper-pdf';
import { storedWhitepapers, whitepaperById, type StoredWhitepaper } from './whitepapers';

/** Where the content service serves whitepaper files: never under the public `/media/`. */
const whitepaperFilesPrefix = '/whitepapers/';

function refuse(response: ServerResponse, status: number, error: string, headers = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify({ error }));
}

function fileNameHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /whitepapers/{id}`: the whitepaper's PDF, to the product's server only (its token as
 * `Authorization: Bearer …`, 401 otherwise), so the file is never at an address a visitor could
 * guess; the server hands it on through its own signed, expiring link. Everything else goes to
 * `service`.
 */
export function withWhitepaperFiles(
  service: RequestListener,
  serverToken: string,
  whitepapers: readonly StoredWhitepaper[] = storedWhitepapers,
): RequestListener {
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://content.invalid');
    if (!pathname.startsWith(whitepaperFilesPrefix)) {
      service(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuse(response, 405, 'Use GET', { allow: 'GET, HEAD' });
      return;
    }
    if (!carriesToken(request.headers.authorization, serverToken)) {
      refuse(response, 401, 'Whitepaper files are given to the product’s server only', {
        'www-authenticate': 'Bearer',
      });
      return;
    }
    let id: string;
    try {
      id = decodeURIComponent(pathname.slice(whitepaperFilesPrefix.length));
    } catch {
      id = '';
    }
    const whitepaper = whitepaperById(id, whitepapers);
    if (whitepaper === null) {
      refuse(response, 404, 'No such whitepaper');
      return;
    }
    const file = whitepaperPdf(whitepaper.lines);
    response.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': file.byteLength,
      'content-disposition': fileNameHeader(whitepaper.fileName),
      'cache-control': 'private, no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : file);
  };
}
