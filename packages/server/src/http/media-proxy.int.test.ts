import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    expect(svg).toContain('<svg');
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

describe('pages built from the upstreams’ answers', () => {
  it.each([
    '/en',
    '/en/company/history',
    '/en/stories',
    '/en/products',
    '/en/products/wire-processing/cutting/cutter-355',
    '/en/events',
  ])('%s names every upstream file on the site’s own origin', async (path) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).toMatch(/"\/(?:catalogue-)?media\/[^"]+/);
    expect(html).not.toMatch(/http:\/\/127\.0\.0\.1:\d+\/media\//);
  });

  it('gives other sites the Open Graph image as an absolute address of the site', async () => {
    const html = await (await fetch(`${server.url}/en/stories`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(/^http:\/\/[^/]+\/media\/stories\/[\w-]+\.svg$/);
    expect(new URL(image).port).toBe(new URL(server.url).port);
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

describe('documents', () => {
  it('a product’s data sheet linked from its page downloads from the site’s own origin', async () => {
    const payload = await (
      await fetch(
        `${server.url}/en/products/quality-assurance/crimp-force-monitoring/cfm-sensor-2/_payload.json`,
      )
    ).text();
    const sheet = /"(\/catalogue-media\/[^"?]+datasheet-en\.pdf)"/.exec(payload)?.[1];
    expect(sheet).toBeDefined();
    const answer = await fetch(`${server.url}${sheet ?? ''}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="cfm-sensor-2-datasheet-en.pdf"',
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toContain('public');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a content page’s download is served as the PDF it is', async () => {
    const whole = await fetch(`${server.url}/media/downloads/komax-annual-report-2022-en.pdf`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toBe(
      'attachment; filename="komax-annual-report-2022-en.pdf"',
    );
    expect(
      Buffer.from(await whole.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it.each(['/media/downloads/page.html', '/media/downloads/tool.exe', '/media/a b.pdf'])(
    'refuse %s without asking upstream',
    async (path) => {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    },
  );
});

describe('files of a protected page (spec 2.3)', () => {
  const protectedPage = '/en/brand-portal/komax/komax-protected';
  const logo = '/media/downloads/komax-logo-colour.svg';

  /** The access cookie the gate gives for the right password. */
  async function accessCookie(page: string, password: string): Promise<string> {
    const answer = await fetch(`${server.url}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password }).toString(),
    });
    const cookie = answer.headers.getSetCookie().find((one) => one.startsWith('kmx_page_access='));
    expect(cookie).toBeDefined();
    return cookie?.split(';')[0] ?? '';
  }

  it.each([logo, '/media/downloads/komax-presentation-template.pptx'])(
    'are refused without the page’s password, and no cache keeps the refusal: %s',
    async (path) => {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text()).not.toContain('<svg');
    },
  );

  it('are served to a visitor the gate let in, for them alone', async () => {
    const cookie = await accessCookie(protectedPage, 'Demo-2026!komax');
    const answer = await fetch(`${server.url}${logo}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toContain('<svg');

    const document = await fetch(`${server.url}/media/downloads/komax-presentation-template.pptx`, {
      headers: { cookie },
    });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(document.headers.get('cache-control')).toBe('private, no-store');

    // Another area's files stay closed to this cookie.
    const other = await fetch(`${server.url}/media/downloads/wirecraft-logo.svg`, {
      headers: { cookie },
    });
    expect(other.status).toBe(403);
  });

  it('cannot be had by another spelling of the address', async () => {
    expect((await fetch(`${server.url}/media/downloads/Komax-Logo-Colour.SVG`)).status).toBe(403);
  });

  it('leave the open pages’ files public and cacheable', async () => {
    for (const path of [
      '/media/brands/komax-logo.svg',
      '/media/downloads/cutter-355-data-sheet-en.pdf',
    ]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    }
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

describe('a big image from a content service of our own making', () => {
  const firstPart = Buffer.alloc(64 * 1024, 1);
  const restPart = Buffer.alloc(4 * 1024 * 1024, 2);
  let upstream: Server;
  let onStub: RunningServer;
  /** The image answers waiting for the test to let the rest of the body go. */
  const held: ServerResponse[] = [];
  let finished = 0;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      request.resume();
      if (request.url?.startsWith('/media/big.png') === true) {
        response.writeHead(200, { 'content-type': 'image/png', etag: '"big-1"' });
        response.write(firstPart);
        held.push(response);
        return;
      }
      if (request.url?.startsWith('/media/broken.png') === true) {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(firstPart, () => response.destroy());
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      // It offers no protected page's files; everything else it does not know.
      response.end(
        JSON.stringify(
          request.url === '/graphql'
            ? { data: { protectedFiles: [] } }
            : { errors: [{ message: 'not here' }] },
        ),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    onStub = await startServer(
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'silent',
        CONTENT_URL: `http://127.0.0.1:${port}/graphql`,
        UPSTREAM_TIMEOUT_MS: '3000',
      }),
      { clientDirectory },
    );
  });

  afterAll(async () => {
    releaseRest();
    upstream.closeAllConnections();
    await onStub.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  function releaseRest(): void {
    for (const response of held.splice(0)) response.end(restPart, () => (finished += 1));
  }

  it('is streamed: its first bytes reach the visitor before the upstream has sent the rest', async () => {
    const response = await fetch(`${onStub.url}/media/big.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"big-1"');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value?.byteLength).toBeGreaterThan(0);
    expect(finished).toBe(0);
    releaseRest();
    let received = first?.value?.byteLength ?? 0;
    for (;;) {
      const chunk = await reader?.read();
      if (chunk === undefined || chunk.done) break;
      received += chunk.value.byteLength;
    }
    expect(received).toBe(firstPart.byteLength + restPart.byteLength);
  });

  it('answers 304 without a body when the browser’s copy carries the upstream’s validator', async () => {
    const response = await fetch(`${onStub.url}/media/big.png`, {
      // fetch itself would add `no-cache` to a conditional request, asking for a full answer.
      headers: { 'if-none-match': '"big-1"', 'cache-control': 'max-age=0' },
    });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('ends an answer the upstream breaks off, and goes on serving', async () => {
    const response = await fetch(`${onStub.url}/media/broken.png`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    const healthy = await fetch(`${onStub.url}/media/content/notes.txt`);
    expect(healthy.status).toBe(404);
  });
});
