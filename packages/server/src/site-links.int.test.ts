import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { startServer, type RunningServer } from './start-server';

/**
 * Issue 20: no internal link of the demo leads to a 404. The product with its embedded sandbox is
 * crawled over HTTP from every sitemap (one per site and language) and from every language's home:
 * every internal `<a href>` is followed once (query and fragment dropped), at most `parallel` at a
 * time; media, downloads, the portal and the editor are not crawled.
 */
const clientDirectory = new URL('../dist/client/', import.meta.url);
const languages = ['en', 'de', 'fr', 'zh', 'ja', 'es', 'pt', 'cs', 'hu', 'ro', 'sk'];
const parallel = 6;
const skipped =
  /^\/(?:media|api|assets|builds|portal|editor|auth|oidc|identity|login|logout)(?:\/|$)|\.(?:pdf|zip|docx?|xlsx?|pptx?|dxf|dwg|step|mp4|svg|png|jpe?g|webp|xml|txt|ics|vcf)$/i;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

/** The addresses an HTML page links to with `<a href>`, as written. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly html: string | null;
}

/**
 * GET with the Host header of the site asked for (fetch would send the server's own): a site at a
 * domain of its own (productronica.localhost) is reached on the same loopback server.
 */
function get(origin: URL, host: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asked = request(
      { hostname: origin.hostname, port: origin.port, path, headers: { host } },
      (response) => {
        const html = response.headers['content-type']?.includes('text/html') ?? false;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (html) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            html: html ? Buffer.concat(chunks).toString('utf8') : null,
          }),
        );
        response.on('error', reject);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** The host and path of an internal address (no query, no fragment), or `null` not to crawl. */
function crawlPath(href: string, base: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return skipped.test(url.pathname) ? null : `${url.host}${url.pathname}`;
}

describe('the demo’s internal links', () => {
  it(
    'lead nowhere to a 404, on every page of every site and language',
    { timeout: 180_000 },
    async () => {
      const origin = new URL(server.url);
      const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      const seeds = new Set(languages.map((language) => `${origin.host}/${language}`));
      for (const sitemap of sitemaps) {
        const xml = await (await fetch(new URL(new URL(sitemap).pathname, origin))).text();
        // A site at a domain of its own (productronica.localhost) is asked with its Host header.
        for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
          if (loc !== undefined) seeds.add(`${new URL(loc).host}${new URL(loc).pathname}`);
      }

      const seen = new Set<string>(seeds);
      const queue = [...seeds].map((path) => ({ path, from: 'seed' }));
      const split = (key: string) => {
        const slash = key.indexOf('/');
        return { host: key.slice(0, slash), path: key.slice(slash) };
      };
      const broken: string[] = [];
      const failed: string[] = [];
      let pages = 0;

      async function visit(path: string, from: string): Promise<void> {
        const { host, path: address } = split(path);
        const response = await get(origin, host, address);
        if (response.status === 404) broken.push(`${from} → ${path}`);
        else if (response.status >= 500) failed.push(`${from} → ${path} (${response.status})`);
        const next: string[] = [];
        if (response.location !== null) next.push(response.location);
        if (response.status === 200 && response.html !== null) {
          pages += 1;
          next.push(...linksOf(response.html));
        }
        for (const href of next) {
          const target = crawlPath(href, new URL(address, `http://${host}`));
          if (target !== null && !seen.has(target)) {
            seen.add(target);
            queue.push({ path: target, from: path });
          }
        }
      }

      const workers = Array.from({ length: parallel }, async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
          await visit(item.path, item.from);
        // Another worker may still be adding links: wait for it, then take what it added.
      });
      // Workers stop when the queue runs dry; rounds continue until no worker found anything new.
      await Promise.all(workers);
      while (queue.length > 0) {
        await Promise.all(
          Array.from({ length: parallel }, async () => {
            for (let item = queue.shift(); item !== undefined; item = queue.shift())
              await visit(item.path, item.from);
          }),
        );
      }

      expect(broken).toEqual([]);
      expect(failed).toEqual([]);
      // The crawl reached every language of the main site and the other sites.
      expect(pages).toBeGreaterThan(200);
    },
  );
});
