import type { Tokens } from '@kmx/domain/auth';
import type { JWTVerifyGetKey } from 'jose';
import type { AuthConfig } from '../config/auth-config';
import type { ProviderEndpoints } from '../discovery/provider-endpoints';
import { discoverEndpoints } from '../discovery/provider-endpoints';
import type { AuthEnvironment } from '../environment/AuthEnvironment';
import { PortalAuthError, portalAuthErrorCodes } from '../errors/PortalAuthError';
import type { RequestContext } from '../http/provider-request';
import { remoteSigningKeys, verifyIdToken } from '../tokens/id-token';
import { exchangeCode, refreshTokens } from '../tokens/token-endpoint';

/**
 * The provider as this client talks to it: discovery once per page (tried again after a
 * failure), the token endpoint, and the ID token check that every new set of tokens passes
 * before it is kept.
 */
export class OidcClient {
  readonly request: RequestContext;
  private discovery: Promise<ProviderEndpoints> | undefined;
  private keys: { readonly uri: string; readonly get: JWTVerifyGetKey } | undefined;

  constructor(
    readonly config: AuthConfig,
    private readonly environment: AuthEnvironment,
  ) {
    this.request = {
      fetch: environment.fetch,
      timers: environment.timers,
      timeout: config.timeout,
      platformHeader: config.platformHeader,
    };
  }

  endpoints(): Promise<ProviderEndpoints> {
    this.discovery ??= discoverEndpoints(this.config, this.request).catch((error: unknown) => {
      this.discovery = undefined;
      throw error;
    });
    return this.discovery;
  }

  /**
   * RFC 6749 section 4.1.3 and RFC 7636 section 4.5, then OpenID Connect Core 3.1.3.3: the answer
   * to a request with `openid` carries an ID token, which must carry this attempt's nonce.
   */
  async exchangeCode(exchange: {
    readonly code: string;
    readonly codeVerifier: string;
    readonly redirectUri: string;
    readonly nonce: string;
  }): Promise<Tokens> {
    const endpoints = await this.endpoints();
    const tokens = await exchangeCode(
      this.request,
      endpoints.token,
      {
        clientId: this.config.clientId,
        code: exchange.code,
        redirectUri: exchange.redirectUri,
        codeVerifier: exchange.codeVerifier,
      },
      this.environment.clock,
    );
    if (tokens.idToken === undefined) {
      throw new PortalAuthError(
        portalAuthErrorCodes.invalidIdToken,
        'Invalid ID token: none in response',
      );
    }
    await this.verify(endpoints, tokens.idToken, exchange.nonce);
    return tokens;
  }

  /**
   * RFC 6749 section 6 and OpenID Connect Core 12.2: a new ID token is checked like the first one
   * (without nonce, the refresh request sent none); what the answer leaves out is kept.
   */
  async refresh(refreshToken: string, current: Tokens): Promise<Tokens> {
    const endpoints = await this.endpoints();
    const tokens = await refreshTokens(
      this.request,
      endpoints.token,
      { clientId: this.config.clientId, refreshToken },
      this.environment.clock,
    );
    if (tokens.idToken !== undefined) await this.verify(endpoints, tokens.idToken, undefined);
    const idToken = tokens.idToken ?? current.idToken;
    return {
      ...tokens,
      ...(idToken === undefined ? {} : { idToken }),
      refreshToken: tokens.refreshToken ?? refreshToken,
    };
  }

  private async verify(
    endpoints: ProviderEndpoints,
    idToken: string,
    nonce: string | undefined,
  ): Promise<void> {
    if (this.keys?.uri !== endpoints.jwks) {
      const get = remoteSigningKeys(endpoints.jwks, this.environment.fetch, this.config.timeout);
      this.keys = { uri: endpoints.jwks, get };
    }
    await verifyIdToken(idToken, {
      keys: this.keys.get,
      issuer: endpoints.issuer,
      audience: this.config.clientId,
      algorithms: endpoints.idTokenAlgorithms,
      nonce,
      now: this.environment.clock.now(),
    });
  }
}
