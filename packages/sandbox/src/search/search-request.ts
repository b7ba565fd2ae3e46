/** A search the search service is asked for, checked. */
export interface CheckedSuggestBody {
  readonly language: string;
  readonly siteSlug: string | null;
  readonly query: string;
  readonly countryCode: string | null;
}

export interface CheckedSearchBody extends CheckedSuggestBody {
  readonly page: number;
}

export type BodyCheck<Body> =
  { readonly ok: true; readonly body: Body } | { readonly ok: false; readonly error: string };

const maxQueryLength = 200;
const maxPage = 1000;

const localeCodePattern = /^([a-z]{2,3})(?:-([a-z]{2}|\d{3}))?$/i;
const countryCodePattern = /^[a-z]{2}$/i;

function fail(error: string): { readonly ok: false; readonly error: string } {
  return { ok: false, error };
}

/** The body of `POST /suggest`: `{ localeCode, siteSlug, query, countryCode? }`. */
export function checkSuggestBody(json: unknown): BodyCheck<CheckedSuggestBody> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('The body must be a JSON object');
  }
  const body = json as Record<string, unknown>;
  const localeCode = body['localeCode'];
  const locale = typeof localeCode === 'string' ? localeCodePattern.exec(localeCode) : null;
  if (locale === null) return fail('localeCode must be a locale code such as de-CH or en');
  const siteSlug = body['siteSlug'] ?? null;
  if (siteSlug !== null && typeof siteSlug !== 'string') {
    return fail('siteSlug must be a text, or null for the main site');
  }
  const query = body['query'];
  if (typeof query !== 'string' || query.length > maxQueryLength) {
    return fail(`query must be a text of at most ${maxQueryLength} characters`);
  }
  const countryCode = body['countryCode'] ?? null;
  if (
    countryCode !== null &&
    (typeof countryCode !== 'string' || !countryCodePattern.test(countryCode))
  ) {
    return fail('countryCode must be a two-letter country code such as CH');
  }
  const localeCountry = locale[2] !== undefined && /^[a-z]{2}$/i.test(locale[2]) ? locale[2] : null;
  return {
    ok: true,
    body: {
      language: (locale[1] ?? '').toLowerCase(),
      siteSlug: siteSlug === '' ? null : siteSlug,
      query,
      // The locale's own country stands in when none is given; an international locale has none.
      countryCode: (countryCode ?? localeCountry)?.toUpperCase() ?? null,
    },
  };
}

/** The body of `POST /search`: a suggest body with a 1-based `page`, 1 when left out. */
export function checkSearchBody(json: unknown): BodyCheck<CheckedSearchBody> {
  const checked = checkSuggestBody(json);
  if (!checked.ok) return checked;
  const page = (json as Record<string, unknown>)['page'] ?? 1;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > maxPage) {
    return fail(`page must be a whole number from 1 to ${maxPage}`);
  }
  return { ok: true, body: { ...checked.body, page } };
}
