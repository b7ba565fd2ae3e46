import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent', PAGE_CACHE: 'off' }), {
    clientDirectory,
  });
});

afterAll(() => server.close());

function cspNonce(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
}

describe('pages without the page cache (PAGE_CACHE=off)', () => {
  it('renders a page asked again afresh, with the same headers and its own nonce', async () => {
    const answers = [];
    for (let round = 0; round < 3; round += 1) {
      // Uncompressed, so the length the page is sent with can be checked.
      const response = await fetch(`${server.url}/en/company`, {
        headers: { 'accept-encoding': 'identity' },
      });
      answers.push({ response, html: await response.text() });
    }

    for (const { response, html } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-cache')).toBe('bypass');
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.getSetCookie()).toEqual(answers[0]?.response.headers.getSetCookie());
      expect(html).toContain(`nonce="${cspNonce(response)}"`);
    }
    expect(answers[0]?.response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(new Set(answers.map(({ response }) => cspNonce(response))).size).toBe(3);
  });

  it('still redirects an address the spec redirects, every time', async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await fetch(`${server.url}/en/company/`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toMatch(/\/en\/company$/);
    }
  });
});
