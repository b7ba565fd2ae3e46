/** Time comes in through this port so that every rule stays pure and testable. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
