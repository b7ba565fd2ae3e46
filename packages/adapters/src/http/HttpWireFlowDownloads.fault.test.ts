import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { faultTimeoutMs } from '../test-support/fault-timing';
import { HttpWireFlowDownloads } from './HttpWireFlowDownloads';

const sha256 = 'ab'.repeat(32);
const fileHeaders = {
  'content-length': '6',
  'content-disposition': 'attachment; filename="wire-flow.zip"',
  'x-checksum-sha256': sha256,
};

/** How the stub answers `GET /files/…`: set by each test. */
let answer: (response: ServerResponse) => void = (response) => response.end();
let server: Server;
let downloads: HttpWireFlowDownloads;

beforeAll(async () => {
  server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  downloads = new HttpWireFlowDownloads({
    baseUrl: `http://127.0.0.1:${port}`,
    timeoutMs: faultTimeoutMs,
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function readAll(body: AsyncIterable<Uint8Array>): Promise<string> {
  let text = '';
  for await (const part of body) text += Buffer.from(part).toString('utf8');
  return text;
}

describe('HttpWireFlowDownloads against a failing upstream', () => {
  it('takes the exact name of an RFC 6266 extended file name', async () => {
    answer = (response) => {
      response.writeHead(200, {
        ...fileHeaders,
        'content-disposition': `attachment; filename="x.zip"; filename*=UTF-8''%C3%9Cbersicht.zip`,
      });
      response.end('abcdef');
    };
    const download = await downloads.open('wf-1');
    if (download === null) throw new Error('the file opens');
    expect(download.file).toEqual({ id: 'wf-1', name: 'Übersicht.zip', sizeBytes: 6, sha256 });
    expect(await readAll(download.body)).toBe('abcdef');
  });

  it('refuses a file without its checksum, naming the header', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-length': '6', 'content-disposition': 'attachment' });
      response.end('abcdef');
    };
    const failure = downloads.open('wf-1');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      cause: expect.any(UpstreamDataError) as unknown,
      message: expect.stringContaining('x-checksum-sha256') as unknown,
    });
  });

  it('refuses a file whose disposition names no file', async () => {
    answer = (response) => {
      response.writeHead(200, { ...fileHeaders, 'content-disposition': 'attachment' });
      response.end('abcdef');
    };
    await expect(downloads.open('wf-1')).rejects.toMatchObject({
      message: expect.stringContaining('content-disposition: names no file') as unknown,
    });
  });

  it('fails with the status of an error answer', async () => {
    answer = (response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":"maintenance"}');
    };
    await expect(downloads.open('wf-1')).rejects.toMatchObject({ status: 503 });
  });

  it('fails the reading when the file stalls longer than the time limit', async () => {
    answer = (response) => {
      response.writeHead(200, fileHeaders);
      response.write('abc');
    };
    const download = await downloads.open('wf-1');
    if (download === null) throw new Error('the file opens');
    await expect(readAll(download.body)).rejects.toBeInstanceOf(UpstreamError);
  });
});
