/** A sign-in whose password was right, waiting for the code of the account's device. */
export interface PendingCode {
  readonly subject: string;
  /** The e-mail as typed, under which the attempt limit counts wrong codes. */
  readonly email: string;
}

/**
 * The second sign-in step's state, per interaction uid and on the server only, so the code form
 * carries nothing that could name another account. An entry ends with its interaction: one whose
 * interaction has expired is gone, whatever was asked of it.
 */
export class PendingCodes {
  readonly #entries = new Map<string, PendingCode & { readonly expiresAt: number }>();

  /** Remembers the account for `uid` until `expiresAt` (milliseconds since the epoch). */
  put(uid: string, pending: PendingCode, expiresAt: number): void {
    this.#sweep();
    this.#entries.set(uid, { ...pending, expiresAt });
  }

  get(uid: string): PendingCode | undefined {
    this.#sweep();
    return this.#entries.get(uid);
  }

  drop(uid: string): void {
    this.#entries.delete(uid);
  }

  #sweep(): void {
    const now = Date.now();
    for (const [uid, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(uid);
    }
  }
}
