import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessageClasses, type AppMessageClasses } from './app-message-classes';

let server: Server;
let origin: string;
let classes: AppMessageClasses;
const seen: { request: boolean; response: boolean }[] = [];

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  const admin = express();
  admin.get('/who', (request, response) => {
    response.json({ app: request.app === admin, path: request.path });
  });
  app.use('/admin', admin);
  app.get('/facts', (request, response) => {
    seen.push({
      request: request instanceof classes.IncomingMessage,
      response: response instanceof classes.ServerResponse,
    });
    response
      .status(201)
      .set('x-seen', 'yes')
      .cookie('a', 'b', { httpOnly: true })
      .json({
        path: request.path,
        host: request.host,
        secure: request.secure,
        query: request.query,
        app: request.app === app,
      });
  });
  app.get('/away', (_request, response) => response.redirect(302, '/facts'));
  classes = appMessageClasses(app);
  server = createServer(classes, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('messages created with the app’s own classes', () => {
  it('arrive as the app’s request and response, with all of Express’s reading and answering', async () => {
    const answer = await fetch(`${origin}/facts?a=1&a=2`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' },
    });

    expect(seen.at(-1)).toEqual({ request: true, response: true });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(answer.headers.get('set-cookie')).toBe('a=b; Path=/; HttpOnly');
    expect(await answer.json()).toEqual({
      path: '/facts',
      host: 'www.example.com',
      secure: true,
      query: { a: ['1', '2'] },
      app: true,
    });
  });

  it('redirect, and a mounted app sees itself while the outer app gets its messages back', async () => {
    const away = await fetch(`${origin}/away`, { redirect: 'manual' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/facts');

    const mounted = await fetch(`${origin}/admin/who`);
    expect(await mounted.json()).toEqual({ app: true, path: '/who' });
    const after = await fetch(`${origin}/facts`);
    expect(after.status).toBe(201);
    expect(seen.at(-1)).toEqual({ request: true, response: true });
  });
});
