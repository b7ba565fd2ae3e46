import type { CallerVerifier, Clock, Logger, VerifiedCaller } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export interface JoseCallerVerifierOptions {
  /**
   * The identity provider's issuer, e.g. `https://id.example/am/oauth2/realms/root/realms/alpha`.
   * A function, because the embedded provider's issuer names the server's port, known only once
   * it listens.
   */
  readonly issuer: () => string;
  /** The portal's client id: an ID token's `aud` (OpenID Connect Core 1.0, section 3.1.3.7). */
  readonly audience: string;
  /** Time limit for the provider's discovery document and keys, in milliseconds. */
  readonly timeoutMs?: number;
  /** Seconds of clock difference with the provider tolerated at `exp`, `iat` and `nbf`. */
  readonly clockToleranceSeconds?: number;
  readonly clock?: Clock;
  readonly fetch?: typeof fetch;
  /** Hears why the provider could not be asked (never a token). */
  readonly logger?: Logger;
  /**
   * How many verified tokens are remembered until they expire, so the calls of one signed-in
   * browser (one ID token for up to an hour) check the signature once; 0 remembers none.
   */
  readonly rememberedTokens?: number;
}

/** A token that verified, and until when (its `exp`, in milliseconds) it may be taken as such. */
interface Remembered {
  readonly caller: VerifiedCaller;
  readonly expiresAt: number;
}

/**
 * Asymmetric signatures only: `none` and HMAC (whose key a public client would have to share)
 * never verify (RFC 8725 section 3.1).
 */
const allowedAlgorithms = ['RS256', 'PS256', 'ES256'];

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/** Claims the portal reads; everything else in a token is ignored. */
const callerClaimsSchema = z.object({
  sub: z.string().min(1),
  org: z.string().min(1).optional().catch(undefined),
  name: z.string().optional().catch(undefined),
  subname: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
  // The vendor sends one role as a plain string and several as a list.
  roles: z
    .union([z.array(z.string()), z.string().transform((role) => [role])])
    .optional()
    .catch(undefined),
});

/** Failures that say the token is bad, not that the provider could not be asked. */
const tokenFailures = [
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWTClaimValidationFailed,
  errors.JWTExpired,
  errors.JWTInvalid,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JWKInvalid,
];

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Verifies ID tokens with `jose` against the identity provider's published keys (RFC 7519 section
 * 7.2; OpenID Connect Core 1.0, section 3.1.3.7): signature, issuer, audience, expiry. The keys'
 * address comes from the provider's discovery document, asked once per issuer; `jose` keeps the
 * keys and fetches them again when a token names a key it does not know (a key rotation).
 * A provider that cannot be asked is an `UpstreamError`, not a refused token.
 */
export class JoseCallerVerifier implements CallerVerifier {
  private readonly timeoutMs: number;
  private readonly clockToleranceSeconds: number;
  private readonly fetch: typeof fetch;
  private readonly remembered: LRUCache<string, Remembered> | undefined;
  private keys: { readonly issuer: string; readonly keySet: Promise<KeySet> } | undefined;

  constructor(private readonly options: JoseCallerVerifierOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.clockToleranceSeconds = options.clockToleranceSeconds ?? 30;
    this.fetch = options.fetch ?? fetch;
    const max = options.rememberedTokens ?? 1000;
    this.remembered = max > 0 ? new LRUCache({ max }) : undefined;
  }

  async verify(idToken: string): Promise<VerifiedCaller | null> {
    // Only the very same token string, under the same issuer, and never past its expiry: a token
    // remembered is one whose signature and claims were checked before.
    const key = `${this.options.issuer()} ${idToken}`;
    const known = this.remembered?.get(key);
    if (known !== undefined) {
      if (this.now() < known.expiresAt + this.clockToleranceSeconds * 1000) return known.caller;
      this.remembered?.delete(key);
    }
    try {
      const verified = await this.verified(idToken);
      if (verified !== null) this.remembered?.set(key, verified);
      return verified?.caller ?? null;
    } catch (error) {
      this.options.logger?.warn('identity provider failed', {
        error: error instanceof Error ? error.message : String(error),
        cause: error instanceof Error && error.cause instanceof Error ? error.cause.message : null,
      });
      throw error;
    }
  }

  private now(): number {
    return this.options.clock?.now() ?? Date.now();
  }

  private async verified(idToken: string): Promise<Remembered | null> {
    const issuer = this.options.issuer();
    const keySet = await this.keySet(issuer);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet, {
        issuer,
        audience: this.options.audience,
        algorithms: allowedAlgorithms,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: this.clockToleranceSeconds,
        currentDate: new Date(this.now()),
      }));
    } catch (error) {
      if (tokenFailures.some((failure) => error instanceof failure)) return null;
      throw new UpstreamError('The identity provider keys could not be read', null, {
        cause: error,
      });
    }
    const claims = callerClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, org, name, subname, email, roles } = claims.data;
    return {
      caller: {
        subject: sub,
        organisationId: org ?? null,
        name: name ?? subname ?? sub,
        email: email ?? null,
        roles: roles ?? [],
        idToken,
      },
      // `requiredClaims` made jose check that `exp` is there and a number.
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  }

  private keySet(issuer: string): Promise<KeySet> {
    if (this.keys?.issuer !== issuer) {
      const keySet = this.discoverKeys(issuer);
      this.keys = { issuer, keySet };
      // A failed discovery is asked again by the next call, not remembered.
      keySet.catch(() => {
        if (this.keys?.keySet === keySet) this.keys = undefined;
      });
    }
    return this.keys.keySet;
  }

  private async discoverKeys(issuer: string): Promise<KeySet> {
    const address = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetch(address, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      throw new UpstreamError('The identity provider did not answer', null, { cause: error });
    }
    if (!response.ok) {
      throw new UpstreamError('The identity provider failed', response.status);
    }
    const discovery = discoverySchema.safeParse(body);
    // OpenID Connect Discovery 1.0, section 4.3: the document names exactly the issuer asked.
    if (!discovery.success || discovery.data.issuer !== issuer) {
      throw new UpstreamError('The identity provider sent an unexpected discovery document', 502);
    }
    return createRemoteJWKSet(new URL(discovery.data.jwks_uri), {
      timeoutDuration: this.timeoutMs,
      [customFetch]: this.fetch,
    });
  }
}
