import type { AccessTokenCheck, AccessTokenHolder, Clock, Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export interface UserinfoAccessTokenCheckOptions {
  /** The provider's issuer, e.g. `https://id.example/am/oauth2/realms/root/realms/alpha`. */
  readonly issuer: string;
  /** Time limit for the userinfo answer, in milliseconds. */
  readonly timeoutMs?: number;
  /** How long a token the provider accepted is taken as valid without asking again (≤ 60 s). */
  readonly rememberMs?: number;
  /** How many accepted tokens are remembered at most. */
  readonly rememberedTokens?: number;
  readonly clock?: Clock;
  readonly fetch?: typeof fetch;
  /** Hears why the provider could not be asked (never a token). */
  readonly logger?: Logger;
}

/** A token the provider accepted, and until when it is believed without asking. */
interface Remembered {
  readonly holder: AccessTokenHolder;
  readonly until: number;
}

/** The claims the check reads; `roles` comes only with the identity-management scope. */
const userinfoSchema = z.object({
  sub: z.string().min(1),
  // The vendor sends one role as a plain string and several as a list.
  roles: z.union([z.array(z.string()), z.string().transform((role) => [role])]),
});

const maxRememberMs = 60_000;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks an access token by asking the provider's userinfo endpoint (OpenID Connect Core 1.0,
 * section 5.3): access tokens are opaque to the product, and only the provider knows whether one
 * was revoked. An accepted token is remembered for at most a minute, so a screen's burst of calls
 * asks once; it is remembered by its SHA-256, never as itself. Refusals are not remembered.
 */
export class UserinfoAccessTokenCheck implements AccessTokenCheck {
  private readonly remembered: LRUCache<string, Remembered>;
  private readonly rememberMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: UserinfoAccessTokenCheckOptions) {
    this.rememberMs = Math.min(options.rememberMs ?? maxRememberMs, maxRememberMs);
    this.remembered = new LRUCache({ max: options.rememberedTokens ?? 1000 });
    this.fetch = options.fetch ?? fetch;
  }

  async check(accessToken: string): Promise<AccessTokenHolder | undefined> {
    const key = await sha256Hex(accessToken);
    const known = this.remembered.get(key);
    if (known !== undefined && this.now() < known.until) return known.holder;
    this.remembered.delete(key);
    const holder = await this.ask(accessToken);
    if (holder !== undefined)
      this.remembered.set(key, { holder, until: this.now() + this.rememberMs });
    return holder;
  }

  private now(): number {
    return this.options.clock?.now() ?? Date.now();
  }

  private async ask(accessToken: string): Promise<AccessTokenHolder | undefined> {
    const address = `${this.options.issuer.replace(/\/+$/, '')}/userinfo`;
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetch(address, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      body = response.ok ? await response.json() : await response.arrayBuffer();
    } catch (error) {
      this.options.logger?.warn('identity provider failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      throw new UpstreamError('The identity provider did not answer', null, { cause: error });
    }
    // RFC 6750 section 3.1: a token the provider does not accept is 401 (invalid_token), one
    // lacking the scope 403 (insufficient_scope); both are the caller's, not the provider's, fault.
    if (response.status === 401 || response.status === 403) return undefined;
    if (!response.ok) {
      this.options.logger?.warn('identity provider failed', { status: response.status });
      throw new UpstreamError('The identity provider failed', response.status);
    }
    const claims = userinfoSchema.safeParse(body);
    return claims.success ? { id: claims.data.sub, roles: claims.data.roles } : undefined;
  }
}
