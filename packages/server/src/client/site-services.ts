import { LocalStorageKeyValueStore } from '@kmx/adapters';
import type { CountryChoice, CountryChoices } from '@kmx/domain/view';
import type { SiteServices } from '@kmx/ui';
import { browserFormServices } from './form-services';
import type { FetchLike } from './payload-client';

export interface SiteServicesDependencies {
  readonly window: Window;
  readonly fetch: FetchLike;
  /** The name of the site of the page shown now (its cookies are kept per site). */
  readonly siteName: () => string | null;
  /** Reloads the page unless it was reloaded for a failed part within 10 s; `true` if it does. */
  readonly reloadOnce: () => boolean;
  /** The measurement cookie changed: answers the server gave before are in the old system. */
  readonly measurementCookieWritten: () => void;
}

export const scriptPartFailureMessage = 'A part of the page could not be loaded';

async function answerOf<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as T;
}

function postJson<T>(fetch: FetchLike, url: string, body: unknown): Promise<T> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  }).then((response) => answerOf<T>(response, url));
}

function getJson<T>(fetch: FetchLike, url: string): Promise<T> {
  return fetch(url, { credentials: 'same-origin' }).then((response) => answerOf<T>(response, url));
}

function isCountryChoice(value: unknown): value is CountryChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { countryCode, label, localeCode } = value as Record<string, unknown>;
  return (
    typeof countryCode === 'string' && typeof label === 'string' && typeof localeCode === 'string'
  );
}

/** The countries of an answer of `/api/countries`; an answer of another shape is a failure. */
export function countryChoicesOf(answer: unknown): readonly CountryChoice[] {
  const countries = (answer as Partial<CountryChoices> | null)?.countries;
  if (!Array.isArray(countries) || !countries.every(isCountryChoice)) {
    throw new Error('The countries answer has not the expected shape');
  }
  return countries;
}

/** The browser's side of the site's endpoints and storage, for the ui's interactive parts. */
export function browserSiteServices({
  window,
  fetch,
  siteName,
  reloadOnce,
  measurementCookieWritten,
}: SiteServicesDependencies): SiteServices {
  return {
    search: (request) => postJson(fetch, '/api/search-proxy/search', request),
    suggest: (request) => postJson(fetch, '/api/search-proxy/suggest', request),
    newsFeed: ({ language, after }) => {
      const query = new URLSearchParams({ lang: language });
      if (after !== null) query.set('after', after);
      return getJson(fetch, `/api/news-feed?${query.toString()}`);
    },
    countries: async ({ siteId, language }) => {
      const query = new URLSearchParams({ lang: language });
      const answer = await getJson<unknown>(
        fetch,
        `/api/countries/${encodeURIComponent(siteId)}?${query.toString()}`,
      );
      return countryChoicesOf(answer);
    },
    comparisonProducts: ({ localeCode, siteSlug, slugs }) => {
      const query = new URLSearchParams({ locale: localeCode, slugs: slugs.join(',') });
      if (siteSlug !== null) query.set('site', siteSlug);
      return getJson(fetch, `/api/comparison?${query.toString()}`);
    },
    localStore: new LocalStorageKeyValueStore(() => window.localStorage),
    rememberMeasurementSystem: (system) => {
      const name = siteName();
      // The cookie code is a script part of its own: only a visitor who switches needs it. Should
      // it not load, the choice still holds in this page and is lost for the next.
      if (name !== null)
        import('./measurement-cookie').then(
          ({ writeMeasurementCookie }) => {
            writeMeasurementCookie(window, name, system);
            measurementCookieWritten();
          },
          () => undefined,
        );
    },
    random: {
      // getRandomValues, unlike randomUUID, works outside secure contexts too.
      bytes: (length) => window.crypto.getRandomValues(new Uint8Array(length)),
    },
    forms: browserFormServices(window, fetch),
    scriptPartFailed: (error) => {
      // Reloaded within the last 10 s already: the page goes on without the part.
      if (!reloadOnce()) console.error(scriptPartFailureMessage, error);
    },
  };
}
