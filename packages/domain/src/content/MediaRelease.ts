/** Spec public-site 3.8. */
export interface MediaRelease {
  readonly id: string;
  readonly slug: string;
  /** ISO 8601 date. */
  readonly publicationDate: string;
  readonly title: string;
  readonly leadText: string;
  /** An ad hoc announcement under stock-exchange disclosure rules. */
  readonly adhoc: boolean;
}
