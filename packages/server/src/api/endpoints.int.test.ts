import type { CountryChoices } from '@kmx/domain/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInfo } from '../builds/build-info';
import { routeRules } from '../builds/route-rules';
import { loadConfig } from '../config/config';
import { readClientAssets } from '../render/client-assets';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
/** The same product with its content service unreachable. */
let withoutContent: RunningServer;

beforeAll(async () => {
  [server, withoutContent] = await Promise.all([
    startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory }),
    startServer(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CONTENT_URL: 'http://127.0.0.1:9/graphql' }),
      { clientDirectory },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), withoutContent.close()]);
});

async function json(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

describe('the build endpoints', () => {
  it('name the running build, uncached, whatever the timestamp query', async () => {
    const expected = buildInfo(await readClientAssets(clientDirectory));
    const response = await fetch(`${server.url}/builds/latest.json?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json(response)).toEqual({ id: expected.id, timestamp: expected.timestamp });
  });

  it('serve the route-rules manifest of the running build', async () => {
    const { id } = await json(await fetch(`${server.url}/builds/latest.json`));
    const response = await fetch(`${server.url}/builds/meta/${String(id)}.json`);
    expect(response.status).toBe(200);
    const manifest = await json(response);
    expect(manifest['id']).toBe(id);
    expect(manifest['routeRules']).toEqual(routeRules);
    expect(manifest['routeRules']).toContainEqual({
      pattern: '/newsroom',
      to: '/media-releases',
      status: 301,
    });
  });

  it.each(['0123456789abcdef.json', 'latest.json', '..%2f..%2fetc.json', 'x'])(
    'answer an unknown build (%s) with a 404 in JSON',
    async (file) => {
      const response = await fetch(`${server.url}/builds/meta/${file}`);
      expect(response.status).toBe(404);
      expect((await json(response))['error']).toMatch(/No build has this id/);
    },
  );
});

describe('GET /api/site-navigation/public/{siteId}', () => {
  it('answers the visible header navigation of a site in a language, addresses as linked', async () => {
    const response = await fetch(`${server.url}/api/site-navigation/public/site-main?lang=de`);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ siteId: 'site-main', language: 'de' });
    const items = body['items'] as { slug: string; url: string; items: { slug: string }[] }[];
    const slugs = items.map((item) => item.slug);
    expect(slugs).toContain('company');
    expect(slugs).not.toContain('style-guide-content');
    const company = items.find((item) => item.slug === 'company');
    expect(company?.url).toBe('/de/company');
  });

  it('puts the site slug into the addresses of a site without a domain of its own', async () => {
    const body = await json(
      await fetch(`${server.url}/api/site-navigation/public/site-events?lang=en`),
    );
    const items = body['items'] as { slug: string; url: string }[];
    expect(items.map((item) => item.url)).toEqual(['/en/events/trade-fairs-2025']);
  });

  it('answers an unknown site with a 404 in JSON', async () => {
    const response = await fetch(`${server.url}/api/site-navigation/public/site-nope?lang=en`);
    expect(response.status).toBe(404);
    expect((await json(response))['error']).toBe('No site has the id "site-nope"');
  });

  it.each([
    ['site-main', ''],
    ['site-main', '?lang='],
    ['site-main', '?lang=english'],
    ['site-main', '?lang=en&lang=de'],
    ['site-main', '?lang[x]=en'],
    ['site-events', '?lang=de'],
  ])('answers %s%s with a 400 in JSON that says what is wrong', async (site, query) => {
    const response = await fetch(`${server.url}/api/site-navigation/public/${site}${query}`);
    expect(response.status).toBe(400);
    expect((await json(response))['error']).toMatch(/lang|offered in/);
  });

  it('answers 503 in JSON when the content service does not answer', async () => {
    const response = await fetch(
      `${withoutContent.url}/api/site-navigation/public/site-main?lang=en`,
    );
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ error: 'The content service is not available' });
  });
});

describe('GET /api/countries/{siteId}', () => {
  it('answers the countries of the location selector, named in the language, ALL first', async () => {
    const response = await fetch(`${server.url}/api/countries/site-main?lang=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await json(response)) as unknown as CountryChoices;
    expect(body).toMatchObject({ siteId: 'site-main', language: 'de' });
    expect(body.countries[0]).toEqual({ countryCode: 'ALL', label: 'Alle', localeCode: 'de' });
    expect(body.countries.length).toBeGreaterThan(200);
    expect(body.countries.find((country) => country.countryCode === 'CH')).toEqual({
      countryCode: 'CH',
      label: 'Schweiz',
      localeCode: 'de-ch',
    });
    const labels = body.countries.slice(1).map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
  });

  it('answers an unknown site with a 404 in JSON', async () => {
    const response = await fetch(`${server.url}/api/countries/site-nope?lang=en`);
    expect(response.status).toBe(404);
    expect((await json(response))['error']).toBe('No site has the id "site-nope"');
  });

  it.each([
    ['site-main', ''],
    ['site-main', '?lang=deutsch'],
    ['site-main', '?lang=en&lang=de'],
    ['site-events', '?lang=de'],
  ])('answers %s%s with a 400 in JSON that says what is wrong', async (site, query) => {
    const response = await fetch(`${server.url}/api/countries/${site}${query}`);
    expect(response.status).toBe(400);
    expect((await json(response))['error']).toMatch(/lang|offered in/);
  });

  it('answers 503 in JSON when the content service does not answer', async () => {
    const response = await fetch(`${withoutContent.url}/api/countries/site-main?lang=en`);
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ error: 'The content service is not available' });
  });
});

describe('the sitemaps without a content service', () => {
  it.each(['/sitemap.xml', '/sitemaps/site-main/en.xml'])(
    'answer %s with a 503 in JSON',
    async (path) => {
      const response = await fetch(`${withoutContent.url}${path}`);
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({ error: 'The content service is not available' });
    },
  );
});
