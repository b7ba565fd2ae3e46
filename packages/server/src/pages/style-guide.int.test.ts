import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { startFaultyContentService, type FaultyContentService } from '../test-support/fault-proxy';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let content: FaultyContentService;
let server: RunningServer;

beforeAll(async () => {
  content = await startFaultyContentService();
  server = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CONTENT_URL: content.contentUrl }),
    { clientDirectory },
  );
});

afterAll(async () => {
  content.proxy.pass();
  await server.close();
  await content.close();
});

const sections = [
  '/style-guide',
  '/style-guide/buttons',
  '/style-guide/components',
  '/style-guide/inputs',
  '/style-guide/modules',
  '/style-guide/typography',
  '/style-guide/pages/error',
  '/style-guide/tools/email-links',
];

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

describe('the style guide (spec 2.1)', () => {
  it('gives every page a title of its own', async () => {
    content.proxy.pass();
    const titles: string[] = [];
    for (const path of sections) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      titles.push(titleOf(await response.text()));
    }
    expect(new Set(titles).size).toBe(sections.length);
    expect(titles[0]).toBe('Style guide | Komax');
    expect(titles[1]).toBe('Buttons – Style guide | Komax');
  });

  it('answers while the content service is down, in the browser’s language', async () => {
    // A server of its own that has never reached the content service: nothing cached to fall back on.
    content.proxy.status(503);
    await server.close();
    server = await startServer(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CONTENT_URL: content.contentUrl }),
      { clientDirectory },
    );
    const response = await fetch(`${server.url}/style-guide/typography`, {
      headers: { 'accept-language': 'de-CH, en;q=0.5' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Typografie – Styleguide | Komax');
    const other = await fetch(`${server.url}/en/company`);
    expect(other.status).toBe(500);
  });
});
