/** A tag Intl accepts, else English: a bad locale code must not break a page. */
function usableTag(localeCode: string): string {
  try {
    return Intl.getCanonicalLocales(localeCode)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A whole number with the locale's grouping: `1,234`, `1’234`. */
export function formatNumber(value: number, localeCode: string): string {
  return new Intl.NumberFormat(usableTag(localeCode), { maximumFractionDigits: 0 }).format(value);
}

/** Whether a count reads as singular in the locale (`1 machine`), else plural. */
export function isSingular(count: number, localeCode: string): boolean {
  return new Intl.PluralRules(usableTag(localeCode)).select(count) === 'one';
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the largest decimal unit that keeps the number at or above 1: `4.2 MB`. */
export function formatBytes(sizeBytes: number, localeCode: string): string {
  let value = Math.max(0, sizeBytes);
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(usableTag(localeCode), {
    style: 'unit',
    unit: byteUnits[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A calendar date (`2026-03-14` or a full ISO time) the locale's way, read in UTC. */
export function formatDate(isoDate: string, localeCode: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(usableTag(localeCode), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
