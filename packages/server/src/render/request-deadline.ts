/**
 * The error of a look-up or load that had not answered when the request's time budget
 * (`PAGE_RENDER_BUDGET_MS`) ran out: the visitor gets the stale copy or the error page with 503.
 */
export class OutOfTimeError extends Error {
  override readonly name = 'OutOfTimeError';

  constructor() {
    super('no answer within the page budget');
  }
}

export function isOutOfTime(error: unknown): boolean {
  return error instanceof OutOfTimeError;
}

/**
 * `work`'s answer, or an `OutOfTimeError` once `deadline` settles first; without a deadline,
 * `work` itself. The work goes on (a data cache fill still fills the cache for the next request).
 */
export function beforeDeadline<Value>(
  work: Promise<Value>,
  deadline: Promise<void> | undefined,
): Promise<Value> {
  if (deadline === undefined) return work;
  return Promise.race([
    work,
    deadline.then(() => {
      throw new OutOfTimeError();
    }),
  ]);
}
