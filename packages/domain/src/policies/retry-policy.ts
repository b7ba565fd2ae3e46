/** Spec public-site 9: the statuses on which the fetch client tries again. */
export const retryableStatuses: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Methods that carry a payload are never repeated, since the first attempt may have taken effect. */
const methodsWithoutRetry: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

/**
 * How many more attempts a failed request gets: none for PATCH, POST, PUT and DELETE, one for other
 * methods, and only when the status is retryable. `null` stands for a request that got no answer at
 * all (network failure), which the fetch client treats like a retryable status.
 */
export function retriesFor(method: string, status: number | null): number {
  if (methodsWithoutRetry.has(method.toUpperCase())) return 0;
  return status === null || retryableStatuses.has(status) ? 1 : 0;
}

/** Whether the attempt that just failed (0 for the first one) is to be followed by another. */
export function shouldRetry(method: string, status: number | null, attempt: number): boolean {
  return attempt < retriesFor(method, status);
}
