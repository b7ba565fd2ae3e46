import type { PortalApiTimers } from './portal-api';

/**
 * Spec portal 4 step 7 and 9: after a failed sign-in the portal waits 30000 ms, then aborts. A
 * sign-in that neither brings the user nor leaves for the identity provider within that time
 * (a provider that does not answer, a redirect the loop guard held back) is given up: the page
 * then says so and offers to try again, instead of saying "signing you in" for ever.
 */
export const failedSignInWaitMs = 30_000;

export class SignInAborted extends Error {
  override readonly name = 'SignInAborted';
}

/** `attempt`, or a rejection with `SignInAborted` once `waitMs` passed without an answer. */
export function withSignInDeadline<T>(
  attempt: Promise<T>,
  timers: PortalApiTimers,
  waitMs = failedSignInWaitMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(
      () => reject(new SignInAborted(`No sign-in within ${waitMs} ms`)),
      waitMs,
    );
    attempt.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
