/**
 * The hidden field people never see nor fill (hidden from assistive technology too): a value in it
 * means a program filled the form.
 */
export const honeypotFieldName = 'website';

/** The hidden field with the signed time the form was shown at. */
export const formStartedFieldName = 'formStarted';

/** Nobody reads and fills a form in less: a quicker post is a program's. */
export const minimumFillMs = 3000;

/** A form shown more than a day ago is stale: its start token is no longer taken. */
export const formStartMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * Spec portal 2 (abuse protection not shown; designed): a form sent less than `minimumFillMs` after
 * it was shown was filled by a program; a start in the future or more than `formStartMaxAgeMs` ago
 * is refused the same way, so an old token cannot be replayed. Both edges are allowed.
 * @usedBy issue 19, forms for visitors
 */
export function filledTooFast(startedAt: number, now: number): boolean {
  if (!Number.isFinite(startedAt) || !Number.isFinite(now)) return true;
  const elapsed = now - startedAt;
  return elapsed < minimumFillMs || elapsed > formStartMaxAgeMs;
}

/**
 * True when the honeypot holds anything but blanks: people leave it empty. Blanks are forgiven,
 * since a browser's autofill may touch a field it should not.
 * @usedBy issue 19, forms for visitors
 */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
