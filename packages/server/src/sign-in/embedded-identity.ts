import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceLocales } from '@kmx/domain/translation';
import { silentCallbackPath } from '@kmx/portal-auth';
import { createEmbeddedIdentity, sandboxIdentityIssuerPath } from '@kmx/sandbox';
import { withIdentityHeaders } from './identity-headers';
import { RateLimiterLoginAttempts } from './RateLimiterLoginAttempts';
import type { IdentityFactory } from './SignInMount';

/** `localhost` and `127.0.0.1` name the same machine; a visitor may use either. */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (twin === undefined) return [origin];
  const other = new URL(origin);
  other.hostname = twin;
  return [origin, other.origin];
}

/**
 * The sandbox's OpenID provider on this origin, with the portal's callbacks in every language,
 * the product's security headers, and a limit on wrong passwords per account and address; beside
 * it the sandbox's identity-management service over the same store of users (`idm.json` in the
 * sandbox's data directory), so an account changed or deleted there signs in, or not, at once.
 */
export const embeddedIdentity: IdentityFactory = async (origin, config) => {
  const languages = Object.keys(serviceLocales);
  const origins = loopbackTwins(origin);
  const dataDirectory = config.sandboxDataDirectory ?? join(process.cwd(), '.sandbox-data');
  // With every upstream configured no sandbox runs to have made it.
  await mkdir(dataDirectory, { recursive: true });
  const { provider, idmHandler } = await createEmbeddedIdentity({
    idmDataFile: join(dataDirectory, 'idm.json'),
    issuer: `${origin}${sandboxIdentityIssuerPath}`,
    clientId: config.identityClientId,
    redirectUris: origins.flatMap((site) => [
      `${site}${silentCallbackPath}`,
      ...languages.map((language) => `${site}/${language}/callback`),
    ]),
    postLogoutRedirectUris: origins.flatMap((site) => [
      `${site}/`,
      ...languages.map((language) => `${site}/${language}`),
    ]),
    ...(config.identityAccessTokenTtlSeconds !== undefined && {
      accessTokenTtlSeconds: config.identityAccessTokenTtlSeconds,
    }),
    loginAttempts: new RateLimiterLoginAttempts(),
  });
  return {
    identity: withIdentityHeaders(provider.handler, origins),
    identityManagement: idmHandler,
    accessTokenCheck: { check: (token) => provider.accessTokenCaller(token) },
  };
};
