import type { CountryChoices, PageFrame, PayloadAnswer } from '@kmx/domain/view';
import { localisedLink } from '@kmx/domain/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: 'manual', headers });
}

async function payload(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  return { response, answer: (await response.json()) as PayloadAnswer };
}

async function pageOf(path: string, headers: Record<string, string> = {}) {
  const { response, answer } = await payload(path, headers);
  if (answer.kind !== 'page') throw new Error(`${path} answered ${JSON.stringify(answer)}`);
  return { response, page: answer };
}

function frameOf(view: { readonly kind: string }): PageFrame {
  const frame = (view as { frame?: PageFrame | null }).frame;
  if (frame === undefined || frame === null) throw new Error(`no frame in a ${view.kind} view`);
  return frame;
}

function cookiesOf(response: Response): readonly string[] {
  return response.headers.getSetCookie();
}

describe('the redirects of spec 2.4, in order', () => {
  it('sends a page opened by id to its address in its own site, without the flag (302)', async () => {
    const response = await get('/en/company?direct=page-events-internal-2025&utm_source=mail');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/events/internal-2025?utm_source=mail');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is the 404 page when no page has the id (spec 8), even for a page in the cache', async () => {
    expect((await get('/en/company')).status).toBe(200);
    for (const id of ['no-such-page', 'x'.repeat(300)]) {
      const response = await get(`/en/company?direct=${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
    expect((await get('/en/company?direct=')).status).toBe(200);
  });

  it('drops a trailing slash, keeping the query (301)', async () => {
    const response = await get('/en/company/history/?tab=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/company/history?tab=1');
  });

  it('sends / to the default locale (302)', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
  });

  it('sends / to the locale the site cookie remembers', async () => {
    const response = await get('/', { cookie: 'kmx-locale.komax=de-ch' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de-ch');
  });

  it('sends / to the first language of Accept-Language the site has', async () => {
    const response = await get('/', { 'accept-language': 'it-CH, fr-CH;q=0.9, en;q=0.5' });
    expect(response.headers.get('location')).toBe('/fr');
  });

  it('adds the missing locale to a page address', async () => {
    const response = await get('/company/history?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/company/history?x=1');
  });

  it('replaces a locale the site does not offer', async () => {
    // Productronica is international only and has no German: English is all it offers.
    const response = await get('/de/productronica/booth', { cookie: 'kmx-locale.komax=de' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/productronica/booth');
  });

  it('writes a locale prefix in lower case', async () => {
    const response = await get('/DE-CH/company');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de-ch/company');
  });

  it('follows a system redirect of the content service to a page (301)', async () => {
    const response = await get('/de/about-us');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/company');
  });

  it('keeps the anchor of a system redirect and the locale of the request', async () => {
    const response = await get('/fr-ch/investor-relations/dividend');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr-ch/investors/share#dividend-table');
  });

  it('follows a system redirect to another origin as it is', async () => {
    const response = await get('/en/job-portal');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://jobs.komax.example');
  });
});

describe('site choice by host and slug', () => {
  it('serves the events site below its slug', async () => {
    const { page } = await pageOf('/en/events/_payload.json');
    expect(page.status).toBe(200);
    const frame = frameOf(page.view);
    expect(frame.site).toMatchObject({ id: 'site-events', slug: 'events', isMain: false });
    expect(frame.homeHref).toBe('/en/events');
    expect(page.head.title).toContain('| Events');
  });

  it('serves the same site on the other configured host', async () => {
    const url = new URL(server.url);
    const { page } = await pageOf('/en/brand-portal/_payload.json', {
      host: `127.0.0.1:${url.port}`,
    });
    expect(frameOf(page.view).site.id).toBe('site-brand-portal');
  });

  it('serves the main site for an unknown host', async () => {
    const { page } = await pageOf('/en/company/_payload.json', { host: 'preview.example.net' });
    expect(frameOf(page.view).site.id).toBe('site-main');
  });
});

describe('a content page', () => {
  it('has its title with the site name, an absolute canonical and alternates', async () => {
    const { page } = await pageOf('/de-ch/company/_payload.json');
    expect(page.head.title).toBe('Unternehmen | Komax');
    expect(page.head.robots).toBe('index, follow');
    expect(page.head.canonical).toMatch(/^http:\/\/localhost:\d+\/de-ch\/company$/);
    expect(page.head.alternates.map((alternate) => alternate.hrefLang)).toEqual([
      'en-CH',
      'de-CH',
      'fr-CH',
      'x-default',
    ]);
    expect(page.head.openGraph.locale).toBe('de_CH');
  });

  it('offers the languages the page exists in and the countries, linking the same page', async () => {
    const frame = frameOf((await pageOf('/de-ch/company/history/_payload.json')).page.view);
    expect(frame.locale).toEqual({
      code: 'de-ch',
      language: 'de',
      country: 'CH',
      measurementSystem: 'Metric',
    });
    expect(frame.languages.map((option) => [option.languageCode, option.href])).toEqual([
      ['en', '/en-ch/company/history'],
      ['de', '/de-ch/company/history'],
    ]);
    // The countries come from their own endpoint; the page names the current one and its path.
    expect(JSON.stringify(frame)).not.toContain('Afghanistan');
    expect(frame.location).toEqual({
      current: { countryCode: 'CH', label: 'Schweiz' },
      pathAfterLocale: '/company/history',
    });
    const choices = (await (
      await get('/api/countries/site-main?lang=de')
    ).json()) as CountryChoices;
    const linked = (code: string) => {
      const choice = choices.countries.find((country) => country.countryCode === code);
      return choice && localisedLink(choice.localeCode, frame.location?.pathAfterLocale ?? '');
    };
    expect(choices.countries[0]?.countryCode).toBe('ALL');
    expect(linked('ALL')).toBe('/de/company/history');
    expect(linked('US')).toBe('/en-us/company/history');
    expect(linked('CH')).toBe('/de-ch/company/history');
  });

  it('has breadcrumbs from Home down to the page', async () => {
    const frame = frameOf((await pageOf('/en/company/history/_payload.json')).page.view);
    expect(
      frame.breadcrumbs.entries.map((entry) => [entry.kind, entry.title, entry.route]),
    ).toEqual([
      ['home', 'Home', '/en'],
      ['link', 'Company', '/en/company'],
      ['current', 'History', '/en/company/history'],
    ]);
  });

  it('shows the language banner when the page falls back, German and English first', async () => {
    const frame = frameOf((await pageOf('/fr/company/history/_payload.json')).page.view);
    expect(frame.languageBanner?.languages.map((option) => option.languageCode)).toEqual([
      'de',
      'en',
    ]);
  });

  it('takes measurement units from the country, or from the visitor choice', async () => {
    const imperial = frameOf((await pageOf('/en-us/company/_payload.json')).page.view);
    expect(imperial.locale.measurementSystem).toBe('Imperial');
    const chosen = frameOf(
      (
        await pageOf('/en-us/company/_payload.json', {
          cookie: 'kmx-measurement-system.komax=Metric',
        })
      ).page.view,
    );
    expect(chosen.locale.measurementSystem).toBe('Metric');
  });
});

describe('the locale cookies of spec 7', () => {
  it('remember the locale, language and fallback language of the site, far-future and lax', async () => {
    const cookies = cookiesOf(await get('/fr-ch/company'));
    expect(cookies).toContain(
      'kmx-locale.komax=fr-ch; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax',
    );
    expect(cookies).toContain(
      'kmx-language.komax=fr; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax',
    );
    expect(cookies).toContain(
      'kmx-fallback-language.komax=de; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax',
    );
  });

  it('are kept per site', async () => {
    const cookies = cookiesOf(await get('/es/events'));
    expect(cookies.some((cookie) => cookie.startsWith('kmx-locale.events=es;'))).toBe(true);
  });

  it('renew the visitor measurement choice but never create one', async () => {
    expect(cookiesOf(await get('/en-us/company')).join('\n')).not.toContain('measurement');
    const renewed = cookiesOf(
      await get('/en-us/company', { cookie: 'kmx-measurement-system.komax=Metric' }),
    );
    expect(renewed).toContain(
      'kmx-measurement-system.komax=Metric; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax',
    );
  });

  it('are not set on a redirect', async () => {
    expect(cookiesOf(await get('/')).join('\n')).not.toContain('kmx-locale');
  });
});

describe('next-release and testing modes', () => {
  it('turn on with the query and are remembered in a session cookie', async () => {
    const nextRelease = await get('/en?nextRelease');
    expect(cookiesOf(nextRelease)).toContain('kmx-next-release=1; Path=/; SameSite=Lax');
    const testing = await get('/en?testing=true');
    expect(cookiesOf(testing)).toContain('kmx-testing=1; Path=/; SameSite=Lax');
  });

  it('turn off with =false, which removes the cookie', async () => {
    const response = await get('/en?nextRelease=false', { cookie: 'kmx-next-release=1' });
    expect(cookiesOf(response)).toContain(
      'kmx-next-release=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('show the main navigation of the next release while the cookie is set', async () => {
    const titles = async (cookie: string) =>
      frameOf((await pageOf('/en-ch/_payload.json', { cookie })).page.view).header.items.map(
        (item) => item.title,
      );
    const today = await titles('');
    const next = await titles('kmx-next-release=1');
    expect(today).toContain('Careers');
    expect(next).not.toContain('Careers');
    expect(next).not.toContain(today.at(-1));
    expect(
      frameOf((await pageOf('/en/_payload.json', { cookie: 'kmx-next-release=1' })).page.view).modes
        .nextRelease,
    ).toBe(true);
  });

  it('put testing mode into the frame', async () => {
    const { page } = await pageOf('/en/_payload.json', { cookie: 'kmx-testing=1' });
    expect(frameOf(page.view).modes).toEqual({ nextRelease: false, testing: true });
  });
});

describe('pages that are not found', () => {
  it('answer 404 with the message and the site furniture', async () => {
    const response = await get('/en/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /en/no/such/page');
  });

  it('have the trail Home then 404 and are not indexed', async () => {
    const { response, page } = await pageOf('/de/no/such/page/_payload.json');
    // The answer is data for the router; the page's own status travels inside it.
    expect(response.status).toBe(200);
    expect(page.status).toBe(404);
    expect(page.head).toMatchObject({ robots: 'noindex, nofollow', canonical: null });
    expect(page.view).toMatchObject({ kind: 'not-found', path: '/de/no/such/page' });
    expect(frameOf(page.view).breadcrumbs.entries.map((entry) => entry.title)).toEqual([
      'Startseite',
      '404',
    ]);
  });

  it('include unknown catalogue and story addresses', async () => {
    expect((await get('/en/stories/no-such-story')).status).toBe(404);
    expect((await get('/en/products/no-such-classification')).status).toBe(404);
  });

  it('include a style-guide page under a locale', async () => {
    expect((await get('/en/style-guide')).status).toBe(404);
  });
});

describe('the other routes', () => {
  it('serve the style guide without locale, with its section', async () => {
    const { page } = await pageOf('/style-guide/buttons/_payload.json');
    expect(page.view).toMatchObject({ kind: 'style-guide', section: 'style-guide-buttons' });
    expect(page.head.robots).toBe('noindex, nofollow');
  });

  it('serve every portal route as the portal frame', async () => {
    const { page } = await pageOf('/de/mykomax/tickets/list/_payload.json');
    expect(page.view).toMatchObject({ kind: 'portal', language: 'de' });
  });

  it('show a protected page as its password gate, never its content', async () => {
    const response = await get('/en/events/internal-2025');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-page-cache')).not.toBe('hit');
    const { page } = await pageOf('/en/events/internal-2025/_payload.json');
    expect(page.view).toMatchObject({
      kind: 'password-gate',
      formAction: '/en/events/internal-2025',
      error: null,
    });
    expect(page.head.robots).toBe('noindex, nofollow');
  });
});

describe('the payload of a page', () => {
  it('is JSON that is never kept without asking, with the page status', async () => {
    const { response, page } = await pageOf('/en/company/_payload.json?v=build-1');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(page).toMatchObject({ kind: 'page', status: 200, view: { kind: 'content' } });
  });

  it('answers a redirect with status 200 and its target', async () => {
    const { response, answer } = await payload('/_payload.json?v=build-1');
    expect(response.status).toBe(200);
    expect(answer).toEqual({ kind: 'redirect', location: '/en', external: false });
  });

  it('names an external redirect as such', async () => {
    const { answer } = await payload('/en/job-portal/_payload.json');
    expect(answer).toEqual({
      kind: 'redirect',
      location: 'https://jobs.komax.example',
      external: true,
    });
  });
});

describe('bad input', () => {
  it('never gives a 500 for malformed cookies, hosts or queries', async () => {
    const statuses = await Promise.all([
      get('/en', { cookie: 'kmx-locale.komax=%E0%A4%A; =; ;;; kmx-next-release' }),
      get('/', { cookie: 'kmx-locale.komax="de-ch', 'accept-language': ';q=;,,*' }),
      get('/en', { host: '[::1' }),
      get('/en?direct&direct=&cache[]=x&nextRelease[a]=1&%E0=1'),
      get('/en?testing=%FF%FE'),
    ]).then((responses) => responses.map((response) => response.status));
    for (const status of statuses) expect(status).toBeLessThan(500);
  });

  it('answers a broken percent-encoding in the path with 400', async () => {
    expect((await get('/en/%E0%A4%A')).status).toBe(400);
  });
});

describe('an application error', () => {
  let broken: RunningServer;

  beforeAll(async () => {
    // Nothing listens on the discard port: every content request fails, with nothing cached.
    broken = await startServer(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CONTENT_URL: 'http://127.0.0.1:9/graphql' }),
      { clientDirectory },
    );
  });

  afterAll(() => broken.close());

  it('shows the error page with status 500 and no detail of the error', async () => {
    const response = await fetch(`${broken.url}/de/company`, { redirect: 'manual' });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<title>Fehler | Komax</title>');
    expect(html).not.toContain('ECONNREFUSED');
    expect(html).not.toMatch(/at \w+ \(/);
  });

  it('answers the payload with the error view', async () => {
    const response = await fetch(`${broken.url}/en/company/_payload.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      kind: 'page',
      status: 500,
      head: { title: 'Error | Komax', robots: 'noindex, nofollow' },
      view: { kind: 'error', language: 'en' },
    });
  });
});
