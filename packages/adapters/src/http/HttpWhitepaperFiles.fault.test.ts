import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { faultTimeoutMs } from '../test-support/fault-timing';
import { HttpWhitepaperFiles } from './HttpWhitepaperFiles';
import { fileNameOf } from './streamed-file';

/** How the stub answers: set by each test. */
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
  response.end();
let server: Server;
let files: HttpWhitepaperFiles;

beforeAll(async () => {
  server = createServer((request, response) => answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  files = new HttpWhitepaperFiles({
    baseUrl: `http://127.0.0.1:${port}/whitepapers`,
    token: 'server-token',
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

describe('HttpWhitepaperFiles against a stub upstream', () => {
  it('asks for the file by id with the server’s token and takes an RFC 6266 name', async () => {
    let asked: { url?: string; authorization?: string } = {};
    answer = (request, response) => {
      asked = { url: request.url ?? '', authorization: request.headers.authorization ?? '' };
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Leitfaden%20%C3%9Cbersicht.pdf`,
      });
      response.end('%PDF-');
    };
    const file = await files.open('guide');
    if (file === null) throw new Error('the file opens');
    expect(asked).toEqual({ url: '/whitepapers/guide', authorization: 'Bearer server-token' });
    expect(file).toMatchObject({
      name: 'Leitfaden Übersicht.pdf',
      contentType: 'application/pdf',
    });
    expect(await readAll(file.body)).toBe('%PDF-');
  });

  it('fails on an error status, naming the service and keeping the status', async () => {
    answer = (_, response) => response.writeHead(500).end();
    await expect(files.open('guide')).rejects.toMatchObject({
      message: 'Whitepaper files failed: file answered 500',
      status: 500,
    });
  });

  it('fails on a file that names no file name', async () => {
    answer = (_, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('x');
    const opening = files.open('guide');
    await expect(opening).rejects.toBeInstanceOf(UpstreamError);
    await expect(opening).rejects.toMatchObject({
      cause: expect.any(UpstreamDataError) as unknown,
    });
  });

  it('fails when no answer comes in time', async () => {
    answer = () => undefined;
    await expect(files.open('guide')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('fails the reading when the file stalls halfway', async () => {
    answer = (_, response) => {
      response.writeHead(200, { 'content-disposition': 'attachment; filename="guide.pdf"' });
      response.write('%PDF-');
    };
    const file = await files.open('guide');
    if (file === null) throw new Error('the file opens');
    await expect(readAll(file.body)).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('the file name of a content-disposition header', () => {
  it('reads the plain, the quoted and the extended form, the extended first', () => {
    expect(fileNameOf('attachment; filename=guide.pdf')).toBe('guide.pdf');
    expect(fileNameOf('attachment; filename="the guide.pdf"')).toBe('the guide.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''b%20c.pdf`)).toBe('b c.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('gives back any name the extended form encodes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(name);
      }),
    );
  });
});
