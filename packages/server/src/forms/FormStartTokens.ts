import { signValue, verifiedValue } from '../protection/signed-value';

const prefix = 'fs1.';
const plainNumber = /^\d{1,15}$/;

/**
 * The signed moment a form was shown (`formStarted`): the script asks for one when it runs, and a
 * form rendered on the server carries one made then. Signed, so a robot cannot claim it waited.
 */
export class FormStartTokens {
  constructor(private readonly key: Uint8Array) {}

  issue(now: number): string {
    return signValue(`${prefix}${Math.floor(now)}`, this.key);
  }

  /** When the form was shown, or `null` for a token we did not make. */
  startedAt(token: string): number | null {
    const payload = verifiedValue(token, this.key);
    if (payload === null || !payload.startsWith(prefix)) return null;
    const value = payload.slice(prefix.length);
    return plainNumber.test(value) ? Number(value) : null;
  }
}
