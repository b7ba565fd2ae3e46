import type { AuthConfig } from '../config/auth-config';
import { PortalAuthError, portalAuthErrorCodes } from '../errors/PortalAuthError';
import type { RequestContext } from '../http/provider-request';
import { providerRequest } from '../http/provider-request';

/** The provider's endpoints as the client uses them, every one an absolute URL. */
export interface ProviderEndpoints {
  readonly issuer: string;
  readonly authorization: string;
  readonly token: string;
  readonly userInfo: string;
  readonly revocation: string;
  readonly endSession: string;
  readonly jwks: string;
  /** ID token signing algorithms the provider names, `none` and shared-secret ones left out. */
  readonly idTokenAlgorithms: readonly string[];
}

function text(document: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = document[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Only public-key signatures can be checked by a public client: never `none`, never HS*. */
function signingAlgorithms(value: unknown): string[] {
  const named = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  const usable = named.filter((algorithm) => algorithm !== 'none' && !algorithm.startsWith('HS'));
  // OpenID Connect Discovery 1.0 section 3: RS256 is the default and must be supported.
  return usable.length > 0 ? usable : ['RS256'];
}

/**
 * OpenID Connect Discovery 1.0, sections 4 and 4.3: reads the provider's configuration from the
 * well-known document first; its issuer must be exactly the expected one. A missing document or a
 * missing authorization endpoint throws (spec portal 8); endpoints the document leaves out fall
 * back to the configured paths.
 */
export async function discoverEndpoints(
  config: AuthConfig,
  request: RequestContext,
): Promise<ProviderEndpoints> {
  const answer = await providerRequest(request, config.wellKnownUrl);
  const document = answer.body;
  if (!answer.ok || typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new PortalAuthError(
      portalAuthErrorCodes.wellKnownMissing,
      `Failed to get the well-known document; received ${answer.status}`,
      { status: answer.status },
    );
  }
  const fields = document as Readonly<Record<string, unknown>>;
  const authorization = text(fields, 'authorization_endpoint');
  if (authorization === undefined) {
    throw new PortalAuthError(
      portalAuthErrorCodes.authorizationEndpointMissing,
      'The well-known document names no authorization endpoint',
    );
  }
  const issuer = text(fields, 'issuer');
  if (issuer !== config.issuer) {
    throw new PortalAuthError(
      portalAuthErrorCodes.issuerMismatch,
      `Issuer mismatch: expected ${config.issuer}, received ${issuer ?? 'none'}`,
    );
  }
  return {
    issuer,
    authorization,
    token: text(fields, 'token_endpoint') ?? config.paths.accessToken,
    userInfo: text(fields, 'userinfo_endpoint') ?? config.paths.userInfo,
    revocation: text(fields, 'revocation_endpoint') ?? config.paths.revoke,
    endSession: text(fields, 'end_session_endpoint') ?? config.paths.endSession,
    jwks: text(fields, 'jwks_uri') ?? `${config.issuer}/connect/jwk_uri`,
    idTokenAlgorithms: signingAlgorithms(fields['id_token_signing_alg_values_supported']),
  };
}
