import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
let origin: string;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
  origin = `http://localhost:${new URL(server.url).port}`;
});

afterAll(() => server.close());

/** Parses XML, failing the test on markup errors or a bare `&`. */
function parseXml(xml: string): Document {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document as unknown as Document;
}

async function sitemap(path: string): Promise<Document> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return parseXml(await response.text());
}

function locs(document: Document): string[] {
  return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the private areas, names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of [
      '/*/mykomax',
      '/*/editor',
      '/*/callback',
      '/blank-callback',
      '/am/',
      '/api/',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists one sitemap per site and language the site offers', async () => {
    const document = await sitemap('/sitemap.xml');
    expect(document.documentElement.tagName.toLowerCase()).toBe('sitemapindex');
    const sitemaps = locs(document);
    expect(sitemaps).toContain(`${origin}/sitemaps/site-main/en.xml`);
    expect(sitemaps).toContain(`${origin}/sitemaps/site-main/de.xml`);
    expect(sitemaps).toContain(`${origin}/sitemaps/site-events/es.xml`);
    expect(sitemaps).toContain(`${origin}/sitemaps/site-brand-portal/fr.xml`);
    // Spec 3.1 adjustments: the events site has no German, productronica is international only.
    expect(sitemaps).not.toContain(`${origin}/sitemaps/site-events/de.xml`);
    expect(sitemaps).not.toContain(`${origin}/sitemaps/site-productronica/fr.xml`);
  });
});

describe('the sitemaps the index lists', () => {
  it('each name at least one address (an empty sitemap is left out)', async () => {
    const listed = locs(await sitemap('/sitemap.xml'));
    expect(listed.length).toBeGreaterThan(0);
    const empty: string[] = [];
    for (const url of listed) {
      const document = await sitemap(url.slice(origin.length));
      if (document.getElementsByTagName('url').length === 0) empty.push(url);
    }
    expect(empty).toEqual([]);
  });
});

describe('GET /sitemaps/{siteId}/{language}.xml', () => {
  it('lists the site’s public pages with their language alternates', async () => {
    const document = await sitemap('/sitemaps/site-brand-portal/en.xml');
    const pages = locs(document);
    expect(pages).toContain(`${origin}/en/brand-portal`);
    expect(pages).toContain(`${origin}/en/brand-portal/komax`);
    const komax = [...document.getElementsByTagName('url')].find(
      (url) =>
        url.getElementsByTagName('loc')[0]?.textContent === `${origin}/en/brand-portal/komax`,
    );
    const links = [...(komax?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['en', `${origin}/en/brand-portal/komax`],
      ['de', `${origin}/de/brand-portal/komax`],
      ['x-default', `${origin}/en/brand-portal/komax`],
    ]);
  });

  it('leaves out protected pages', async () => {
    const pages = locs(await sitemap('/sitemaps/site-brand-portal/en.xml')).join('\n');
    expect(pages).not.toContain('protected');
    const events = locs(await sitemap('/sitemaps/site-events/en.xml')).join('\n');
    expect(events).not.toContain('internal');
  });

  it('leaves out hidden items, hidden sub-items and unpublished pages', async () => {
    const pages = locs(await sitemap('/sitemaps/site-main/en.xml'));
    expect(pages).toContain(`${origin}/en/company/history`);
    expect(pages).toContain(`${origin}/en/products/wire-processing/cutting`);
    expect(pages).not.toContain(`${origin}/en/style-guide-content`);
    expect(pages).not.toContain(`${origin}/en/company/history/milestones`);
    expect(pages).not.toContain(`${origin}/en/company/innovation-lab`);
    expect(pages.join('\n')).not.toMatch(/hard:|mailto:|jobs\.komax/);
  });

  it('lists only pages written in the sitemap’s language', async () => {
    const pages = locs(await sitemap('/sitemaps/site-main/fr.xml'));
    expect(pages).toContain(`${origin}/fr/company`);
    expect(pages).not.toContain(`${origin}/fr/company/history`);
  });

  it.each([
    ['/sitemaps/site-main/english.xml', /ends in/],
    ['/sitemaps/site-main/en.json', /ends in/],
    ['/sitemaps/site-nope/en.xml', /No site has the id/],
    ['/sitemaps/site-events/de.xml', /not offered in "de"/],
  ])('answers %s with a 404 in JSON', async (path, message) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});

describe('a system page of the content service (spec 3.2)', () => {
  it('is not indexed, while a content page is', async () => {
    const head = async (path: string) => {
      const answer = (await (await fetch(`${server.url}${path}/_payload.json`)).json()) as {
        head: { robots: string };
      };
      return answer.head.robots;
    };
    expect(await head('/en/error')).toBe('noindex, nofollow');
    expect(await head('/en/company')).toBe('index, follow');
  });
});

describe('a page in another language than the visitor asked for (a language fallback)', () => {
  it('is not indexed, its links still followed', async () => {
    const answer = (await (await fetch(`${server.url}/zh/company/_payload.json`)).json()) as {
      status: number;
      head: { robots: string };
      view: { page?: { isLanguageFallback: boolean } };
    };
    expect(answer.status).toBe(200);
    expect(answer.view.page?.isLanguageFallback).toBe(true);
    expect(answer.head.robots).toBe('noindex, follow');
  });
});
