/** A tag Intl accepts, else English: a bad locale code must not break a page. */
function usableTag(localeCode: string): string {
  try {
    return Intl.getCanonicalLocales(localeCode)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How long ago (or ahead) a moment is, the locale's way: `3 days ago`, `vor 3 Tagen`, `yesterday`;
 * `null` under a minute (the caller says "just now") or for a value that is not a date.
 */
export function relativeTime(iso: string, now: Date, localeCode: string): string | null {
  const date = dateOf(iso);
  if (date === null) return null;
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(usableTag(localeCode), { numeric: 'auto' });
  for (const [unit, length] of units) {
    if (Math.abs(seconds) >= length) return format.format(Math.round(seconds / length), unit);
  }
  return null;
}

/** The exact moment in the reader's time zone (`14 March 2026 at 09:30`); else the text as it is. */
export function exactTime(iso: string, localeCode: string, timeZone?: string): string {
  const date = dateOf(iso);
  if (date === null) return iso;
  return new Intl.DateTimeFormat(usableTag(localeCode), {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}
