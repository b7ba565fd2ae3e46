import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

describe('images named by path in content', () => {
  it('come from the site’s own origin, as images that cannot run scripts', async () => {
    const response = await fetch(`${server.url}/media/content/crimping.svg?w=480&h=270&x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await response.text();
    expect(svg).toContain('width="480"');
    expect(svg).toContain('crimping');
  });

  it.each([
    '/media/content/notes.txt',
    '/media/%2e%2e/%2e%2e/etc/passwd.svg',
    '/media/',
    '/media/a b.svg',
  ])('refuse %s without asking upstream', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
  });
});

describe('images of the catalogue', () => {
  it('are named on the site’s own origin in product pages, and served from there', async () => {
    const answer = await fetch(
      `${server.url}/en/products/wire-processing/cutting/cutter-355/_payload.json`,
    );
    const text = await answer.text();
    const images = [...text.matchAll(/"(\/catalogue-media\/[^"?]+)/g)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/http:\/\/127\.0\.0\.1:\d+\/media\//);
    const image = await fetch(`${server.url}${images[0] ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/');
  });

  it('refuse paths outside the image files', async () => {
    expect((await fetch(`${server.url}/catalogue-media/%2e%2e/graphql`)).status).toBe(404);
  });
});
