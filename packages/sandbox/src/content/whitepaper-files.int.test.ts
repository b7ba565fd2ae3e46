import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createContentService } from './content-service';
import { sandboxContentToken } from './content-token';

let server: LoopbackServer;
const token = 'test-server-token';

beforeAll(async () => {
  server = await listenOnLoopback(createContentService({ serverToken: token }));
});

afterAll(() => server.close());

const get = (path: string, authorization?: string, method = 'GET') =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: authorization === undefined ? {} : { authorization },
  });

describe('whitepaper files of the content service over HTTP', () => {
  it('gives the server, with its token, the whitepaper as a PDF to download', async () => {
    const response = await get('/whitepapers/wire-processing-guide', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="wire-processing-guide.pdf"; filename*=UTF-8''wire-processing-guide.pdf`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('(Komax - The wire processing guide) Tj');
  });

  it('refuses a caller without the token, or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${sandboxContentToken}`, token, 'Bearer ']) {
      const response = await get('/whitepapers/wire-processing-guide', authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 404 for a whitepaper it does not have, 405 for another method', async () => {
    expect((await get('/whitepapers/unknown', `Bearer ${token}`)).status).toBe(404);
    expect((await get('/whitepapers/%E0%A4%A', `Bearer ${token}`)).status).toBe(404);
    expect(
      (await get('/whitepapers/wire-processing-guide', `Bearer ${token}`, 'POST')).status,
    ).toBe(405);
  });

  it('is at no public media address', async () => {
    const media = await get('/media/whitepapers/wire-processing-guide.pdf');
    const body = Buffer.from(await media.arrayBuffer()).toString('latin1');
    expect(body).not.toContain('The wire processing guide) Tj');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await get('/whitepapers/wire-processing-guide', `Bearer ${token}`, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('still answers GraphQL beside the files', async () => {
    const response = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
