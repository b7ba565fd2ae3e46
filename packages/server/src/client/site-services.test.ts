import { newComparisonKey } from '@kmx/domain/comparison';
import { describe, expect, it, vi } from 'vitest';
import { browserSiteServices, countryChoicesOf, scriptPartFailureMessage } from './site-services';

const switzerland = { countryCode: 'CH', label: 'Switzerland', localeCode: 'en-ch' };

function servicesAnswering(status: number, body: unknown, reloadOnce = () => true) {
  const asked: string[] = [];
  const services = browserSiteServices({
    reloadOnce,
    window: globalThis as unknown as Window,
    fetch: (url) => {
      asked.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    },
    siteName: () => 'komax',
    measurementCookieWritten: () => undefined,
  });
  return { services, asked };
}

describe('the countries of the location selector', () => {
  it('are asked for by site and language and read from the answer', async () => {
    const { services, asked } = servicesAnswering(200, {
      siteId: 'site main',
      language: 'en',
      countries: [switzerland],
    });
    expect(await services.countries({ siteId: 'site main', language: 'en' })).toEqual([
      switzerland,
    ]);
    expect(asked).toEqual(['/api/countries/site%20main?lang=en']);
  });

  it('fail when the endpoint fails or answers another shape', async () => {
    await expect(
      servicesAnswering(503, { error: 'The content service is not available' }).services.countries({
        siteId: 'site-main',
        language: 'en',
      }),
    ).rejects.toThrow(/503/);
    expect(() => countryChoicesOf({ countries: [{ countryCode: 'CH' }] })).toThrow(/shape/);
    expect(() => countryChoicesOf(null)).toThrow(/shape/);
    expect(() => countryChoicesOf({ countries: 'CH' })).toThrow(/shape/);
  });
});

describe('a script part that failed to load (spec 8)', () => {
  it('reloads the page once', () => {
    const reloadOnce = vi.fn(() => true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      servicesAnswering(200, {}, reloadOnce).services.scriptPartFailed(new Error('gone'));
      expect(reloadOnce).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('says so in the console when the guard holds the reload back', () => {
    const failure = new Error('gone');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      servicesAnswering(200, {}, () => false).services.scriptPartFailed(failure);
      expect(error).toHaveBeenCalledWith(scriptPartFailureMessage, failure);
    } finally {
      error.mockRestore();
    }
  });
});

describe("the visitor's measurement system (spec 4)", () => {
  function servicesWithCookies(siteName: string | null) {
    const document = { cookie: '' };
    const written: string[] = [];
    const services = browserSiteServices({
      window: { document, location: { protocol: 'https:' } } as unknown as Window,
      fetch: () => Promise.reject(new Error('no requests here')),
      reloadOnce: () => true,
      siteName: () => siteName,
      // What the cookie held when the page was told: preloads are dropped only once it is new.
      measurementCookieWritten: () => written.push(document.cookie),
    });
    return { services, written };
  }

  it('is kept in the site cookie, and then answers given before are declared old', async () => {
    const { services, written } = servicesWithCookies('Komax Main');
    services.rememberMeasurementSystem('Imperial');
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toMatch(/^kmx-measurement-system\.komax_main=Imperial;/);
  });

  it('is not kept, nor anything declared old, without a site', async () => {
    const { services, written } = servicesWithCookies(null);
    services.rememberMeasurementSystem('Imperial');
    await import('./measurement-cookie');
    await Promise.resolve();
    expect(written).toEqual([]);
  });
});

describe('the random bytes of the comparison basket’s keys (spec 3.7)', () => {
  it('come from the browser’s strong generator, so the domain’s keys are unique', () => {
    const { services } = servicesAnswering(200, {});
    const keys = new Set(Array.from({ length: 20 }, () => newComparisonKey(services.random)));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(services.random.bytes(5)).toHaveLength(5);
  });
});
