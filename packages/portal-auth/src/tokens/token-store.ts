import type { Tokens } from '@kmx/domain/auth';
import type { Logger } from '@kmx/domain/ports';

/** The storage key of the tokens: `{prefix}-{clientId}` (spec portal 3). */
export function tokenStorageKey(prefix: string, clientId: string): string {
  return `${prefix}-${clientId}`;
}

function isTokens(value: unknown): value is Tokens {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Readonly<Record<string, unknown>>;
  return (
    typeof fields['accessToken'] === 'string' &&
    (fields['idToken'] === undefined || typeof fields['idToken'] === 'string') &&
    (fields['refreshToken'] === undefined || typeof fields['refreshToken'] === 'string') &&
    (fields['tokenExpiry'] === undefined || Number.isFinite(fields['tokenExpiry']))
  );
}

/**
 * The stored tokens in local or session storage. What cannot be read counts as no tokens; a
 * failure to store is logged, not thrown (spec portal 8), so the sign-in that got them still succeeds.
 */
export class TokenStore {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly logger: Logger,
  ) {}

  read(): Tokens | undefined {
    let stored: string | null;
    try {
      stored = this.storage.getItem(this.key);
    } catch (error) {
      this.logger.error('Failed to read the stored tokens', { error });
      return undefined;
    }
    if (stored === null) return undefined;
    try {
      const value = JSON.parse(stored) as unknown;
      return isTokens(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  write(tokens: Tokens): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(tokens));
    } catch (error) {
      this.logger.error('Failed to store the tokens', { error });
    }
  }

  remove(): void {
    try {
      this.storage.removeItem(this.key);
    } catch (error) {
      this.logger.error('Failed to remove the stored tokens', { error });
    }
  }
}
