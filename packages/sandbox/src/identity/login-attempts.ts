import type { IncomingMessage } from 'node:http';

/**
 * Where the sign-in form counts wrong passwords, per account and visitor address, so guessing an
 * account's password stays slow. The product that mounts the provider keeps the count (it knows
 * the visitor's address behind its proxies, and may share the count between its instances).
 */
export interface LoginAttemptGate {
  /** Seconds until `email` may try a password again from this request's address; 0 for now. */
  waitSeconds(req: IncomingMessage, email: string): Promise<number>;
  /**
   * Counts a wrong password for `email` from this request's address; also a wrong code of the
   * sign-in's second step, under the e-mail typed in its first.
   */
  wrongPassword(req: IncomingMessage, email: string): Promise<void>;
}

/** No limit: the provider on its own, in tests of other things. */
export const unlimitedLogins: LoginAttemptGate = {
  waitSeconds: () => Promise.resolve(0),
  wrongPassword: () => Promise.resolve(),
};
