import type { RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { WireFlowRelease } from '@kmx/domain/portal';
import { bearerClaims } from '../http/bearer-claims';
import { fileChunks, fileSha256, fileSize } from './wire-flow-bytes';
import { wireFlowReleases, type StoredWireFlowRelease } from './wire-flow-data';

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Releases as the service lists them: each file with its size and checksum (hashed once). */
function listing(releases: readonly StoredWireFlowRelease[]): () => readonly WireFlowRelease[] {
  let listed: readonly WireFlowRelease[] | undefined;
  return () =>
    (listed ??= releases.map(({ files, ...release }) => ({
      ...release,
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        sizeBytes: fileSize(file),
        sha256: fileSha256(file),
      })),
    })));
}

const filePath = /^\/files\/([\w.-]{1,100})$/;

/**
 * The wire-flow download service stand-in: `GET /releases` with the caller's ID token as
 * `Authorization: Bearer …` answers `{ releases }` (version, release date, notes, files with name,
 * size and SHA-256), newest first; `GET /files/{id}` streams a file's bytes with `Content-Length`,
 * `Content-Disposition` and `X-Checksum-Sha256`. Files need no token: only the product reaches
 * this service, and it hands a file only to a caller whose signed link it checked.
 */
export function createWireFlowService(
  releases: readonly StoredWireFlowRelease[] = wireFlowReleases,
): RequestListener {
  const listed = listing(releases);
  const files = new Map(
    releases.flatMap((release) => release.files.map((file) => [file.id, file])),
  );
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://wire-flow.invalid').pathname;
    const fileId = filePath.exec(path)?.[1];
    if (path !== '/releases' && fileId === undefined) {
      send(response, 404, { error: `No such path: ${path}` });
      return;
    }
    if (request.method !== 'GET') {
      send(response, 405, { error: 'Use GET' }, { allow: 'GET' });
      return;
    }
    if (fileId === undefined) {
      if (bearerClaims(request.headers.authorization) === null) {
        send(response, 401, { error: 'Authentication required' });
        return;
      }
      send(response, 200, { releases: listed() }, { 'cache-control': 'private, no-store' });
      return;
    }
    const file = files.get(fileId);
    const listedFile = listed()
      .flatMap((release) => release.files)
      .find((entry) => entry.id === fileId);
    if (file === undefined || listedFile === undefined) {
      send(response, 404, { error: `No file ${fileId}` });
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': String(listedFile.sizeBytes),
      'content-disposition': `attachment; filename="${file.name}"`,
      'x-checksum-sha256': listedFile.sha256,
    });
    // A reader that goes away ends the generator: nothing more is made.
    pipeline(Readable.from(fileChunks(file), { objectMode: false }), response).catch(
      () => undefined,
    );
  };
}
