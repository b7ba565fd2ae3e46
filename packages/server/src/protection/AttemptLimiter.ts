/**
 * Counts password attempts per key (visitor address and protected area) so guessing stays slow:
 * spec public-site 2.3, 5 attempts a minute, then the gate asks to wait. In memory each instance
 * counts alone; a store shared by the instances (Redis) counts for all of them.
 */
export interface AttemptLimiter {
  /** Records an attempt; `false` when the key has used up its attempts for now. */
  attempt(key: string): Promise<boolean>;
}
