/** One row of the share table (spec public-site 2.5): a number of shares. */
export interface ShareCount {
  /** Stable key, e.g. `registered-shares`. */
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** One row of the dividend table, in Swiss francs per share. */
export interface Dividend {
  readonly financialYear: number;
  /** What was paid, e.g. an ordinary dividend or a distribution from capital reserves. */
  readonly label: string;
  readonly amountChf: number;
  /** ISO 8601 dates. */
  readonly exDate: string;
  readonly paymentDate: string;
}

/** One date of the financial calendar. */
export interface FinancialCalendarEntry {
  /** ISO 8601 date. */
  readonly date: string;
  readonly title: string;
}

/** The investor pages' tables (spec public-site 2.5). */
export interface InvestorData {
  readonly shareCounts: readonly ShareCount[];
  /** Newest financial year first. */
  readonly dividends: readonly Dividend[];
  /** In date order. */
  readonly financialCalendar: readonly FinancialCalendarEntry[];
}
