import type { IdmPolicyFailure } from '@kmx/domain/portal';

/**
 * Why the identity-management service refused or failed a call, as a screen shows it: its
 * HTTP status (or `timeout`, `network`, `shape`) and IDM's own message, the technical details of
 * spec portal 8.
 */
export interface IdmFailureDetails {
  readonly failure: number | 'timeout' | 'network' | 'shape';
  readonly serviceMessage: string;
}

/**
 * A failed change of the account: policy failures by the form's own field names (each shown on
 * its field, spec portal 5), or another failure shown once at the top with its details.
 */
export type AccountFailure =
  | {
      readonly kind: 'policy';
      readonly fields: ReadonlyMap<string, readonly IdmPolicyFailure[]>;
    }
  | ({ readonly kind: 'error' } & IdmFailureDetails);
