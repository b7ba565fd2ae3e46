/** The whole minutes to wait before the next attempt, rounded up: never "0 minutes". */
export function retryMinutes(retryAfterSeconds: number): number {
  if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 60) return 1;
  return Math.ceil(retryAfterSeconds / 60);
}
