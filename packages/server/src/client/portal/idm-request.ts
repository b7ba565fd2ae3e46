import { policyFailuresByField, type IdmPolicyFailure } from '@kmx/domain/portal';
import { PortalApiError } from './portal-api-error';
import { portalCallTimeoutMs, type FetchLike, type PortalApiTimers } from './portal-api';

export interface IdmRequestDependencies {
  readonly fetch: FetchLike;
  /**
   * The signed-in user's access token (it carries the `fr:idm:*` scope), renewed when due;
   * `renew` asks for a new one after the service refused the stored one.
   */
  readonly accessToken: (renew: boolean) => Promise<string>;
  readonly timers: PortalApiTimers;
}

export interface IdmCall {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A refusal of the identity-management service. `policy` holds IDM's `failedPolicyRequirements`
 * by field (empty when the answer had none), `serviceMessage` IDM's own `message`, which the
 * portal shows as the technical details of spec 8.
 */
export class IdmRequestError extends PortalApiError {
  constructor(
    failure: PortalApiError['failure'],
    message: string,
    readonly serviceMessage: string,
    readonly policy: ReadonlyMap<string, readonly IdmPolicyFailure[]>,
  ) {
    super(failure, message);
  }
}

function isFields(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** IDM's error body: `{ code, reason, message, detail: { failedPolicyRequirements } }`. */
async function refusal(path: string, response: Response): Promise<IdmRequestError> {
  const answer: unknown = await response.json().catch(() => undefined);
  const message =
    isFields(answer) && typeof answer['message'] === 'string' ? answer['message'] : '';
  const detail = isFields(answer) ? answer['detail'] : undefined;
  const failed = isFields(detail) ? detail['failedPolicyRequirements'] : undefined;
  return new IdmRequestError(
    response.status,
    `${path} answered ${response.status} ${message}`,
    message,
    policyFailuresByField(failed),
  );
}

/**
 * Calls the identity-management service on this origin (`/openidm/…`) with the user's access
 * token, within the portal's time limit; a refused token is renewed once and the call repeated.
 * Answers the parsed JSON body; any failure is an `IdmRequestError`.
 */
export function createIdmRequest({ fetch, accessToken, timers }: IdmRequestDependencies) {
  const call = async (path: string, init: IdmCall, renew: boolean): Promise<unknown> => {
    const token = await accessToken(renew);
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), portalCallTimeoutMs);
    let response: Response;
    try {
      response = await fetch(path, {
        method: init.method ?? 'GET',
        credentials: 'same-origin',
        signal: controller.signal,
        headers: {
          ...init.headers,
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
    } catch {
      const failure = controller.signal.aborted ? 'timeout' : 'network';
      throw new IdmRequestError(failure, `${path} did not answer (${failure})`, '', new Map());
    } finally {
      timers.clearTimeout(timer);
    }
    if (response.status === 401 && !renew) return call(path, init, true);
    if (!response.ok) throw await refusal(path, response);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new IdmRequestError('shape', `${path} answered no JSON`, '', new Map());
    }
  };
  return (path: string, init: IdmCall = {}): Promise<unknown> => call(path, init, false);
}

export type IdmRequest = ReturnType<typeof createIdmRequest>;
