/**
 * The parameters of an address's query, as `URLSearchParams` offers them: the domain reads the
 * first value of a name and needs nothing of the browser.
 */
export interface AddressParameters {
  get(name: string): string | null;
}

/** Control characters (C0, DEL and C1): never part of a name a customer means to search for. */
const controlCharacters = /\p{Cc}/gu;

/**
 * A text taken from the address, cleaned: control characters removed, trimmed and cut to
 * `maxLength` characters (code points, so a cut never splits a character). Blank becomes `null`,
 * because an empty filter is no filter. A shared link is typed by strangers, so nothing in it is
 * trusted beyond this.
 */
export function addressText(value: string | null, maxLength: number): string | null {
  if (value === null) return null;
  const cleaned = [...value.replace(controlCharacters, '').trim()]
    .slice(0, maxLength)
    .join('')
    .trim();
  return cleaned === '' ? null : cleaned;
}

/** The largest page number the address may ask for; beyond it the number is a typo or a probe. */
const maxPage = 100_000;

/** A page number from the address: a whole number from 1, written plainly; anything else is page 1. */
export function addressPage(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  const page = Number(value);
  return page <= maxPage ? page : 1;
}

/** Half a character: `encodeURIComponent` refuses it, `URLSearchParams` reads it as U+FFFD. */
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A query value, percent-encoded except for `:`, which the address writes as it is (`created:desc`). */
function encodeValue(value: string): string {
  return encodeURIComponent(value.replace(loneSurrogates, '\uFFFD')).replace(/%3A/g, ':');
}

/**
 * The search part of an address (`?a=1&b=2`, or `''` when nothing is set) from its parameters
 * in the given order; `null` values are left out.
 */
export function addressSearch(entries: readonly (readonly [string, string | null])[]): string {
  const pairs = entries.flatMap(([name, value]) =>
    value === null ? [] : [`${name}=${encodeValue(value)}`],
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
