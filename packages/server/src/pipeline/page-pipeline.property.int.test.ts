import { request as httpRequest } from 'node:http';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
let port = 0;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
  port = Number(new URL(server.url).port);
});

afterAll(() => server.close());

/** A GET exactly as written: no path normalisation, any Host header. */
function rawGet(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const segment = fc.constantFrom(
  'en',
  'de-ch',
  'DE',
  'xx',
  'zz-zz',
  'fr-us',
  'events',
  'productronica',
  'brand-portal',
  'company',
  'history',
  'internal-2025',
  'style-guide',
  'buttons',
  'mykomax',
  'callback',
  'products',
  'about-us',
  'job-portal',
  '_payload.json',
  '..',
  '.',
  '%2F',
  '%E0%A4%A',
  '%00',
  '%C3%BC',
  '~',
  'a;b',
  '',
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
  .map(([segments, slash]) => `/${segments.join('/')}${slash ? '/' : ''}`);

const queryPart = fc.constantFrom(
  'direct',
  'direct=page-company',
  'direct=page-events-internal-2025',
  'direct=%E0',
  'nextRelease',
  'nextRelease=false',
  'testing=true',
  'testing=false',
  'cache=false',
  'v=abc',
  'cache[]=x',
  'a[b][c]=1',
  '%FF=%FE',
  '=',
  '&&',
);
const query = fc
  .array(queryPart, { maxLength: 4 })
  .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));

/** Header values as a client may send them: printable ASCII only (anything else is refused). */
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const host = fc.oneof(
  fc.constantFrom(
    'localhost',
    '127.0.0.1',
    'LOCALHOST.',
    'preview.example.net',
    '[::1]',
    '[::1',
    ':',
    'a:b:c',
  ),
  printable.filter((value) => value.trim() !== ''),
);
const cookie = fc.oneof(
  fc.constantFrom(
    'kmx-locale.komax=de-ch',
    'kmx-locale.komax=%E0; kmx-language.komax=xx',
    'kmx-next-release=1; kmx-testing=1',
    'kmx-measurement-system.komax=Imperial',
    'kmx-locale.events="es',
    ';;;=;',
  ),
  printable,
);
const acceptLanguage = fc.oneof(
  fc.constantFrom('de-CH,de;q=0.9,en;q=0.8', '*', 'q=;;,', 'ja;q=2'),
  printable,
);

test.prop(
  [
    path,
    query,
    fc.record({ host, cookie, 'accept-language': acceptLanguage }, { requiredKeys: [] }),
  ],
  { numRuns: 2500 },
)(
  'no generated path, host, query or cookie gives a 5xx',
  async (pathText, queryText, headers) => {
    const status = await rawGet(`${pathText}${queryText}`, headers);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
  },
  180_000,
);
