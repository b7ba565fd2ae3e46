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

describe('videos of the catalogue', () => {
  const videoOf = async (path: string) => {
    const text = await (await fetch(`${server.url}${path}/_payload.json`)).text();
    return /"(\/catalogue-media\/[^"?]+\.mp4)"/.exec(text)?.[1];
  };

  it('are named on the site’s own origin and streamed from there, in the ranges players ask', async () => {
    const video = await videoOf('/en/products/wire-processing/cutting/cutter-355');
    expect(video).toBeDefined();
    const whole = await fetch(`${server.url}${video ?? ''}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(Number(whole.headers.get('content-length'))).toBe(size);

    const start = await fetch(`${server.url}${video ?? ''}`, { headers: { range: 'bytes=4-7' } });
    expect(start.status).toBe(206);
    expect(start.headers.get('content-range')).toBe(`bytes 4-7/${size}`);
    expect(await start.text()).toBe('ftyp');

    const past = await fetch(`${server.url}${video ?? ''}`, {
      headers: { range: `bytes=${size}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it.each(['lines=1-2', 'bytes=0-1,4-7'])(
    'answer the whole video to a range header they do not pass on: %s',
    async (range) => {
      const video = await videoOf('/en/products/wire-processing/cutting/cutter-355');
      const answer = await fetch(`${server.url}${video ?? ''}`, { headers: { range } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('video/mp4');
    },
  );

  it.each([
    '/catalogue-media/videos/clip.mov',
    '/media/videos/clip.mp4.exe',
    '/catalogue-media/videos/a b.mp4',
  ])('refuse %s without asking upstream', async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });
});

describe('the placeholder picture (spec 5)', () => {
  it('is served by the site for a classification without a picture, at any size asked', async () => {
    const payload = await (
      await fetch(`${server.url}/en/products/wire-processing/crimping/_payload.json`)
    ).text();
    const placeholder = /"(\/images\/placeholder\.svg[^"]*)"/.exec(payload)?.[1];
    expect(placeholder).toMatch(/^\/images\/placeholder\.svg\?/);
    const image = await fetch(`${server.url}${placeholder ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(await image.text()).toMatch(/^<svg [^>]*viewBox="0 0 480 270"/);
  });
});
