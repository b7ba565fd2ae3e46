/** Spec public-site 3.4: an event (a trade fair, an open day) with its dates and where it leads. */
export interface ContentEvent {
  readonly id: string;
  readonly title: string;
  /** Where it takes place, e.g. "Munich, Germany". */
  readonly location: string;
  /** An address on the site or an external one. */
  readonly link: string;
  /** ISO 8601 dates; the end is the last day, equal to the start for a one-day event. */
  readonly startDate: string;
  readonly endDate: string;
}
