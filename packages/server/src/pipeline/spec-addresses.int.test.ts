import type { CountryChoices, PageFrame, PayloadAnswer } from '@kmx/domain/view';
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

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual', headers });
}

async function pageOf(path: string) {
  const answer = (await (await get(path)).json()) as PayloadAnswer;
  if (answer.kind !== 'page') throw new Error(`${path} answered ${JSON.stringify(answer)}`);
  return answer;
}

// A site at a domain of its own (canonical addresses there, without the slug) is proven by
// `siteAddressBase`'s tests in the domain: the sandbox serves every site on the public origin.
describe('the sites on the public origin (spec 2.4, 3.1)', () => {
  it('keep their slug in canonical and alternate addresses', async () => {
    const { head } = await pageOf('/en/events/_payload.json');
    expect(head.canonical).toBe(`${origin}/en/events`);
    const booth = await pageOf('/en/productronica/booth/_payload.json');
    expect(booth.head.canonical).toBe(`${origin}/en/productronica/booth`);
  });
});

describe('areas that exist only where the content service has them (spec 2.4)', () => {
  it.each([
    '/en/events/stories',
    '/en/events/stories/stripping-without-a-scratch',
    '/en/productronica/products',
    '/en/productronica/services',
    '/en/brand-portal/media-releases',
  ])('%s is the 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });

  it.each(['/en/stories', '/en/products', '/en/services', '/en/media-releases'])(
    '%s answers on the main site',
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );

  it('links a product list of another site to the main site’s catalogue', async () => {
    const { view } = await pageOf('/en/productronica/_payload.json');
    const links = JSON.stringify((view as { productLinks?: unknown }).productLinks ?? {});
    expect(links).toContain('"/en/products/');
    expect(links).not.toContain('/productronica/products');
  });

  it('keeps the ui’s heading on the stories, not the page that marks the area', async () => {
    const { view } = await pageOf('/en/stories/_payload.json');
    expect((view as { intro?: unknown }).intro ?? null).toBeNull();
  });
});

describe('the page fields canonicalUrl and alternateVersions (spec 3.2)', () => {
  it('use the canonical address the editors named', async () => {
    const { head } = await pageOf('/en/careers-switzerland/_payload.json');
    expect(head.canonical).toBe(`${origin}/en/careers`);
  });

  it('add the alternate versions the editors named, x-default still last', async () => {
    const { head } = await pageOf('/en/solutions/wire-harness-assembly/_payload.json');
    expect(head.alternates).toContainEqual({
      hrefLang: 'de-CH',
      href: 'https://www.komax.ch/de/loesungen/kabelbaum',
    });
    expect(head.alternates.at(-1)?.hrefLang).toBe('x-default');
  });
});

describe('an international-only site (spec 2.4)', () => {
  it('offers no country locale: a country prefix goes to the international one', async () => {
    const response = await get('/en-ch/productronica/booth');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/productronica/booth');
  });

  it('offers only ALL in the location selector', async () => {
    const choices = (await (
      await get('/api/countries/site-productronica?lang=en')
    ).json()) as CountryChoices;
    expect(choices.countries.map((country) => country.countryCode)).toEqual(['ALL']);
  });

  it('shows no other country on its pages', async () => {
    const { view } = await pageOf('/en/productronica/booth/_payload.json');
    const frame = (view as { frame: PageFrame }).frame;
    expect(frame.locale.country).toBe('ALL');
  });
});

describe('redirects to the canonical address (spec 2.4, 9)', () => {
  it('keeps the query on a route rule to another origin', async () => {
    const response = await get('/en/shop/cables?utm_source=mail');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'https://shop.komax.example/cables?utm_source=mail',
    );
  });

  it('collapses repeated slashes (301), query kept', async () => {
    const response = await get('//en//company?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/company?a=1');
  });

  it.each(['//evil.com', '//evil.com/', '/\\evil.com', '///evil.com//x'])(
    'never leaves the origin for %s',
    async (path) => {
      const response = await get(path);
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
    },
  );

  it.each([
    ['/en/PRODUCTRONICA/booth', '/en/productronica/booth'],
    ['/en/Company/History?x=1', '/en/company/history?x=1'],
    ['/en/STORIES', '/en/stories'],
    ['/Style-Guide/Buttons', '/style-guide/buttons'],
  ])('sends %s to its canonical case (301)', async (path, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(canonical);
  });

  it('leaves an unknown address in capitals a 404', async () => {
    expect((await get('/en/NO-SUCH-PAGE')).status).toBe(404);
  });
});

describe('the furniture options of a site (spec 3.4)', () => {
  const frameOf = async (path: string) => ((await pageOf(path)).view as { frame: PageFrame }).frame;

  it('take the header and footer themes the content service names', async () => {
    const frame = await frameOf('/en/events/_payload.json');
    expect(frame.header.theme).toBe('Dark');
    expect(frame.footer.theme).toBe('Light');
    expect(frame.header.hidden ?? false).toBe(false);
  });

  it('hide the header’s menu where the site says so', async () => {
    const frame = await frameOf('/de/wirepro-expo-2024/_payload.json');
    expect(frame.header.hidden).toBe(true);
  });

  it('are the default ones where the site names none', async () => {
    const frame = await frameOf('/en/company/_payload.json');
    expect([frame.header.theme, frame.footer.theme, frame.header.hidden ?? false]).toEqual([
      'Default',
      'Default',
      false,
    ]);
  });
});
