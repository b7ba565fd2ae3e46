/**
 * Query parameters that advertising, mail and analytics tools append to links for their own
 * statistics; no page reads them, so they must not split the page cache. The list follows what the
 * tools document: Google Analytics campaign tags (`utm_*`) and cross-domain linker (`_ga`, `_gl`),
 * Google Ads and Display & Video 360 click ids (`gclid`, `gbraid`, `wbraid`, `dclid`), Meta
 * (`fbclid`), Instagram (`igshid`), Microsoft Advertising (`msclkid`), Yandex Direct (`yclid`),
 * X (`twclid`), TikTok (`ttclid`), LinkedIn (`li_fat_id`) and Mailchimp (`mc_cid`, `mc_eid`).
 */
export const marketingParameterNames: readonly string[] = [
  '_ga',
  '_gl',
  'dclid',
  'fbclid',
  'gbraid',
  'gclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'msclkid',
  'ttclid',
  'twclid',
  'wbraid',
  'yclid',
];

/** Every campaign tag of Google Analytics starts so (`utm_source`, `utm_medium`, `utm_id`, …). */
export const marketingParameterPrefix = 'utm_';

const names = new Set(marketingParameterNames);

/** Whether a query parameter (its decoded name, in any case) is a marketing parameter. */
export function isMarketingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    names.has(lower) ||
    (lower.startsWith(marketingParameterPrefix) && lower.length > marketingParameterPrefix.length)
  );
}

/** The decoded name of one `name=value` piece of a query string; never throws on bad escapes. */
function parameterName(piece: string): string {
  const equals = piece.indexOf('=');
  const raw = (equals === -1 ? piece : piece.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A raw query string (without `?`) with its marketing parameters and empty pieces left out; every
 * other piece is kept as it was written, in its order. `''` when nothing else is left.
 */
export function withoutMarketingParameters(query: string): string {
  return query
    .split('&')
    .filter((piece) => piece !== '' && !isMarketingParameter(parameterName(piece)))
    .join('&');
}
