/** The provider endpoints the identity vendor's SDK configures (spec portal 3). */
export const serverPathNames = [
  'authenticate',
  'authorize',
  'accessToken',
  'endSession',
  'userInfo',
  'revoke',
  'sessions',
] as const;

export type ServerPathName = (typeof serverPathNames)[number];

export type ServerPaths = Readonly<Record<ServerPathName, string>>;

/**
 * The realm's path as the provider writes it: every realm sits under `root`, so `alpha` becomes
 * `realms/root/realms/alpha` and `root` stays `realms/root`.
 */
export function realmUrlPath(realmPath: string): string {
  const realms = realmPath.split('/').filter((realm) => realm !== '' && realm !== 'root');
  return ['root', ...realms].map((realm) => `realms/${realm}`).join('/');
}

/** The provider's default paths for a realm, relative to the base URL. */
export function defaultServerPaths(realmPath: string): ServerPaths {
  const realm = realmUrlPath(realmPath);
  return {
    authenticate: `json/${realm}/authenticate`,
    authorize: `oauth2/${realm}/authorize`,
    accessToken: `oauth2/${realm}/access_token`,
    endSession: `oauth2/${realm}/connect/endSession`,
    userInfo: `oauth2/${realm}/userinfo`,
    revoke: `oauth2/${realm}/token/revoke`,
    sessions: `json/${realm}/sessions`,
  };
}

/** `path` under `baseUrl`, whether or not either carries the slash between them. */
export function serverUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The issuer the provider names for a realm: `{baseUrl}/oauth2/realms/root/realms/{realm}`. */
export function realmIssuer(baseUrl: string, realmPath: string): string {
  return serverUrl(baseUrl, `oauth2/${realmUrlPath(realmPath)}`);
}

/** OpenID Connect Discovery 1.0, section 4: the issuer's well-known configuration document. */
export function wellKnownUrl(issuer: string): string {
  return serverUrl(issuer, '.well-known/openid-configuration');
}
