import type { ContentEvent } from './ContentEvent';

type Dated = Pick<ContentEvent, 'startDate' | 'endDate'>;

/** ISO 8601 dates sort as text. */
function byStart(a: Dated, b: Dated): number {
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
}

/**
 * Spec public-site 2.5: the events list shows what is still ahead. An event counts until its last
 * day is over, so one running today is still listed; the list is in order of the start date.
 * `today` is an ISO 8601 date (`2025-06-03`).
 */
export function upcomingEvents<E extends Dated>(events: readonly E[], today: string): readonly E[] {
  return events.filter((event) => event.endDate >= today).sort(byStart);
}

/** Events that are over, the most recent first, at most `limit` of them. */
export function pastEvents<E extends Dated>(
  events: readonly E[],
  today: string,
  limit: number,
): readonly E[] {
  return events
    .filter((event) => event.endDate < today)
    .sort((a, b) => byStart(b, a))
    .slice(0, Math.max(0, limit));
}
