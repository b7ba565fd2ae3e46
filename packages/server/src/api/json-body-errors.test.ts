import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonBodyErrors } from './json-body-errors';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(send?: Parameters<typeof jsonBodyErrors>[1]): Promise<string> {
  const app = express();
  app.post('/x', express.json({ limit: '16b' }), (_request, response) => {
    response.json({ ok: true });
  });
  app.use('/x', jsonBodyErrors('16b', send));
  app.use(((_error, _request, response, _next) => {
    response.status(500).send('passed on');
  }) as express.ErrorRequestHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/x`;
}

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

describe("the JSON body parser's refusals", () => {
  it('answers broken JSON with 400 and a body over the limit with 413, in the house shape', async () => {
    const url = await start();
    const broken = await post(url, '{broken');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'The body is not valid JSON' });
    const large = await post(url, JSON.stringify({ text: 'x'.repeat(64) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: 'The body must be at most 16b' });
  });

  it('answers an unknown charset with 415 and hands the refusal to the given sender', async () => {
    const sent: number[] = [];
    const url = await start((response, status, message) => {
      sent.push(status);
      response.status(status).set('cache-control', 'private, no-store').json({ error: message });
    });
    const response = await post(url, '{}', 'application/json; charset=klingon');
    expect(response.status).toBe(415);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(sent).toEqual([415]);
  });
});
