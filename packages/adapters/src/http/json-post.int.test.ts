import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './json-post';

let server: Server | undefined;

/** A loopback server answering every post with `answer`; counts the connections it accepted. */
async function serve(
  answer: (body: string, response: ServerResponse) => void,
): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(body, response));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/search`, connections: () => connections };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('postJson', () => {
  it('posts the body as JSON and gives the status and the text', async () => {
    const upstream = await serve((body, response) => {
      response.writeHead(201, { 'content-type': 'application/json' }).end(`{"echo":${body}}`);
    });
    const answer = await postJson(upstream.url, '{"query":"cutter"}', 1000);
    expect(answer.status).toBe(201);
    expect(await answer.text()).toBe('{"echo":{"query":"cutter"}}');
  });

  it('keeps the connection for the next post', async () => {
    const upstream = await serve((_body, response) => response.end('{}'));
    for (let post = 0; post < 3; post += 1) {
      await (await postJson(upstream.url, '{}', 1000)).text();
    }
    expect(upstream.connections()).toBe(1);
  });

  it('rejects the text, with the status known, when the body breaks off', async () => {
    const upstream = await serve((_body, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('{"records":[');
      setImmediate(() => response.destroy());
    });
    const answer = await postJson(upstream.url, '{}', 1000);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  });

  it('rejects a refused connection', async () => {
    const upstream = await serve(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    await expect(postJson(upstream.url, '{}', 1000)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
