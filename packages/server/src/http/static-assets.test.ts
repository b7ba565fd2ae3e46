import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssets } from './static-assets';

/** A bundle of one script and its source map; served once without and once with the maps. */
const directory = mkdtempSync(join(tmpdir(), 'kmx-assets-'));
writeFileSync(
  join(directory, 'entry-abc.js'),
  'console.log(1);\n//# sourceMappingURL=entry-abc.js.map',
);
writeFileSync(join(directory, 'entry-abc.js.map'), '{"version":3}');

const servers: Server[] = [];

async function serve(serveSourceMaps: boolean): Promise<string> {
  const app = express();
  app.use('/assets', staticAssets({ directory, serveSourceMaps }));
  const onError: ErrorRequestHandler = (error: { status?: number }, _request, response, _next) => {
    response.status(error.status ?? 500).send('error');
  };
  app.use(onError);
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
}

let withoutMaps: string;
let withMaps: string;

beforeAll(async () => {
  [withoutMaps, withMaps] = await Promise.all([serve(false), serve(true)]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the bundle’s files', () => {
  it('are served immutable, and a missing one is a 404', async () => {
    const script = await fetch(`${withoutMaps}/entry-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${withoutMaps}/entry-missing.js`)).status).toBe(404);
  });

  it('leave out the source maps unless SERVE_SOURCE_MAPS is on', async () => {
    expect((await fetch(`${withoutMaps}/entry-abc.js.map`)).status).toBe(404);
    const map = await fetch(`${withMaps}/entry-abc.js.map`);
    expect(map.status).toBe(200);
    expect(await map.text()).toBe('{"version":3}');
  });
});
