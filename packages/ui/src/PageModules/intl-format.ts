import type { LocaleView } from '@kmx/domain/view';

/** The BCP 47 tag numbers and dates are formatted with: `de-CH`, or the bare language for ALL. */
export function intlLocaleTag(locale: Pick<LocaleView, 'language' | 'country'>): string {
  const tag = /^[A-Z]{2}$/.test(locale.country)
    ? `${locale.language}-${locale.country}`
    : locale.language;
  return usableTag(tag);
}

/** A tag Intl accepts, else English: a bad tag must not break a page. */
function usableTag(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A whole number with the locale's grouping: `5,132,819`, `5’132’819`. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(usableTag(locale), { maximumFractionDigits: 0 }).format(count);
}

/** An amount in Swiss francs with two decimals, the locale's way: `CHF 3.50`, `3,50 CHF`. */
export function formatChf(amount: number, locale: string): string {
  return new Intl.NumberFormat(usableTag(locale), {
    style: 'currency',
    currency: 'CHF',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function isoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // `2023-02-30` would roll over into March: only a date that reads back the same is one.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** An ISO 8601 date in the locale's long form (`9 March 2023`); anything else is shown as it is. */
export function formatIsoDate(value: string, locale: string): string {
  const date = isoDate(value);
  if (date === null) return value;
  return new Intl.DateTimeFormat(usableTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A date range (`18–21 November 2025`); one date when the range is a single day. */
export function formatIsoDateRange(start: string, end: string, locale: string): string {
  const from = isoDate(start);
  const to = isoDate(end);
  if (from === null || to === null) return start === end ? start : `${start} – ${end}`;
  const format = new Intl.DateTimeFormat(usableTag(locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  if (start === end) return format.format(from);
  // Engines differ on a range that ends before it starts; such data is shown plainly.
  return from < to ? format.formatRange(from, to) : `${format.format(from)} – ${format.format(to)}`;
}

/** The country's name in the locale (`Switzerland`, `Schweiz`), or its code when Intl has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([usableTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
