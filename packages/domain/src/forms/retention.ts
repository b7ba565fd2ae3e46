/** Delivered submissions are kept this many days unless configured otherwise (`FORMS_RETENTION_DAYS`). */
export const defaultRetentionDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Spec portal 2 (retention not shown; designed): personal data is kept no longer than needed, so a
 * delivered submission is deleted once it was delivered more than `days` days before `now`;
 * answers that cutoff (ms since the epoch). A negative or non-finite `days` counts as the default,
 * zero keeps none. Pending and failed submissions are never deleted by it.
 * @usedBy issue 19, forms for visitors
 */
export function retentionCutoff(now: number, days: number): number {
  const kept = Number.isFinite(days) && days >= 0 ? days : defaultRetentionDays;
  return now - kept * dayMs;
}
