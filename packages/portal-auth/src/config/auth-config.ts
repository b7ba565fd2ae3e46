import { tokenRenewalThresholdMs } from '@kmx/domain/auth';
import { DomainError } from '@kmx/domain/errors';
import type { ServerPathName, ServerPaths } from './server-paths';
import {
  defaultServerPaths,
  realmIssuer,
  serverPathNames,
  serverUrl,
  wellKnownUrl,
} from './server-paths';

/** Where tokens are kept (spec portal 7): local storage by default; indexedDB is not supported. */
export const tokenStores = {
  localStorage: 'localStorage',
  sessionStorage: 'sessionStorage',
} as const;

export type TokenStoreName = (typeof tokenStores)[keyof typeof tokenStores];

export const logLevels = {
  none: 'none',
  error: 'error',
  warn: 'warn',
  info: 'info',
  debug: 'debug',
} as const;

export type LogLevel = (typeof logLevels)[keyof typeof logLevels];

/** Spec portal 9: the SDK's defaults. */
export const sdkDefaults = {
  timeout: 5000,
  oauthThreshold: 30_000,
  prefix: 'FR-SDK',
  logLevel: logLevels.none,
  tokenStore: tokenStores.localStorage,
} as const;

/**
 * The portal's own settings (spec portal 7 and 9): realm `alpha`, its scopes, a 3000 ms timeout
 * and renewal from 180 seconds before expiry. Spread them into a configuration.
 */
export const portalSignInSettings = {
  realmPath: 'alpha',
  scope: 'openid profile email fr:idm:*',
  timeout: 3000,
  oauthThreshold: tokenRenewalThresholdMs,
} as const satisfies Partial<PortalAuthConfig>;

/** The silent renewal page (spec portal 2), on the portal's own origin. */
export const silentCallbackPath = '/blank-callback';

/** The configuration, shaped like the identity vendor's JavaScript SDK's. */
export interface PortalAuthConfig {
  readonly serverConfig: {
    /** The provider's base URL, e.g. `https://example.com/am`. */
    readonly baseUrl: string;
    /** Paths under `baseUrl` that replace the realm's defaults when discovery names none. */
    readonly paths?: Partial<ServerPaths>;
    /** Milliseconds each request may take; the top-level `timeout` wins when both are set. */
    readonly timeout?: number;
  };
  /** The realm, e.g. `alpha`. */
  readonly realmPath: string;
  readonly clientId: string;
  /** Space-separated; must contain `openid`. */
  readonly scope: string;
  /** The page that receives the code after a full redirect, e.g. `https://example.com/en/callback`. */
  readonly redirectUri: string;
  /** Default: `/blank-callback` on the redirect URI's origin. */
  readonly silentRedirectUri?: string;
  /** Where the provider sends the browser after ending the session. Default: the origin's `/`. */
  readonly postLogoutRedirectUri?: string;
  /** Default: `{baseUrl}/oauth2/realms/root/realms/{realmPath}`. */
  readonly issuer?: string;
  /** `localStorage` (default) or `sessionStorage`; `indexedDB` is rejected as unsupported. */
  readonly tokenStore?: TokenStoreName | 'indexedDB';
  /** Milliseconds for each network step and for the silent frame. Default 5000. */
  readonly timeout?: number;
  readonly logLevel?: LogLevel;
  /** Storage key prefix. Default `FR-SDK`. */
  readonly prefix?: string;
  /** Tokens are renewed once they expire within this many milliseconds. Default 30000. */
  readonly oauthThreshold?: number;
  /** Sends `X-Requested-Platform: javascript` with every provider request. */
  readonly platformHeader?: boolean;
  /**
   * The languages the provider's sign-in pages should speak, as OpenID Connect's `ui_locales`
   * (space-separated, e.g. `fr en`): the page's language. Left out, the provider chooses.
   */
  readonly uiLocales?: string;
}

/** A validated configuration with every default filled in and every URL absolute. */
export interface AuthConfig {
  readonly baseUrl: string;
  readonly realmPath: string;
  /** Absolute URLs of the configured or default paths. */
  readonly paths: ServerPaths;
  readonly clientId: string;
  readonly scope: string;
  readonly redirectUri: string;
  readonly silentRedirectUri: string;
  readonly postLogoutRedirectUri: string;
  readonly issuer: string;
  readonly wellKnownUrl: string;
  readonly tokenStore: TokenStoreName;
  readonly timeout: number;
  readonly logLevel: LogLevel;
  readonly prefix: string;
  readonly oauthThreshold: number;
  readonly platformHeader: boolean;
  /** OpenID Connect's `ui_locales` of every authorization request; `null` for none. */
  readonly uiLocales: string | null;
}

type Fields = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isWholeNumber(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum;
}

/** Collects every problem of a configuration, each named by its path, before anything throws. */
class Issues {
  readonly list: string[] = [];

  check(ok: boolean, path: string, expected: string): void {
    if (!ok) this.list.push(`${path}: ${expected}`);
  }

  optional(
    fields: Fields,
    key: string,
    path: string,
    test: (value: unknown) => boolean,
    expected: string,
  ) {
    if (fields[key] !== undefined) this.check(test(fields[key]), path, expected);
  }
}

function checkPaths(issues: Issues, paths: unknown): void {
  if (paths === undefined) return;
  if (!isRecord(paths)) {
    issues.check(false, 'serverConfig.paths', 'expected an object');
    return;
  }
  for (const [name, path] of Object.entries(paths)) {
    const known = (serverPathNames as readonly string[]).includes(name);
    issues.check(
      known,
      `serverConfig.paths.${name}`,
      `unknown path; expected one of ${serverPathNames.join(', ')}`,
    );
    if (known) issues.check(isNonEmptyText(path), `serverConfig.paths.${name}`, 'expected a path');
  }
}

function checkTokenStore(issues: Issues, tokenStore: unknown): void {
  if (tokenStore === undefined) return;
  if (tokenStore === 'indexedDB') {
    issues.check(
      false,
      'tokenStore',
      'indexedDB is not supported; use localStorage or sessionStorage',
    );
    return;
  }
  const known = Object.values<unknown>(tokenStores).includes(tokenStore);
  issues.check(known, 'tokenStore', 'expected localStorage or sessionStorage');
}

function collectIssues(input: unknown): string[] {
  const issues = new Issues();
  if (!isRecord(input)) {
    issues.check(false, 'configuration', 'expected an object');
    return issues.list;
  }
  const server = input['serverConfig'];
  if (isRecord(server)) {
    issues.check(
      isHttpUrl(server['baseUrl']),
      'serverConfig.baseUrl',
      'expected an absolute http(s) URL',
    );
    checkPaths(issues, server['paths']);
    issues.optional(
      server,
      'timeout',
      'serverConfig.timeout',
      (value) => isWholeNumber(value, 1),
      'expected a whole number of milliseconds above 0',
    );
  } else {
    issues.check(false, 'serverConfig', 'expected an object with baseUrl');
  }
  issues.check(isNonEmptyText(input['realmPath']), 'realmPath', 'expected a realm, e.g. alpha');
  issues.check(isNonEmptyText(input['clientId']), 'clientId', 'expected the client id');
  const scope = input['scope'];
  issues.check(
    typeof scope === 'string' && scope.split(' ').includes('openid'),
    'scope',
    'expected space-separated scopes including openid',
  );
  issues.check(isHttpUrl(input['redirectUri']), 'redirectUri', 'expected an absolute http(s) URL');
  for (const key of ['silentRedirectUri', 'postLogoutRedirectUri', 'issuer']) {
    issues.optional(input, key, key, isHttpUrl, 'expected an absolute http(s) URL');
  }
  checkTokenStore(issues, input['tokenStore']);
  issues.optional(
    input,
    'timeout',
    'timeout',
    (value) => isWholeNumber(value, 1),
    'expected a whole number of milliseconds above 0',
  );
  issues.optional(
    input,
    'logLevel',
    'logLevel',
    (value) => Object.values<unknown>(logLevels).includes(value),
    `expected one of ${Object.values(logLevels).join(', ')}`,
  );
  issues.optional(input, 'prefix', 'prefix', isNonEmptyText, 'expected a storage key prefix');
  issues.optional(
    input,
    'oauthThreshold',
    'oauthThreshold',
    (value) => isWholeNumber(value, 0),
    'expected a whole number of milliseconds',
  );
  issues.optional(
    input,
    'platformHeader',
    'platformHeader',
    (value) => typeof value === 'boolean',
    'expected true or false',
  );
  issues.optional(input, 'uiLocales', 'uiLocales', isNonEmptyText, 'expected language tags');
  return issues.list;
}

function resolvedPaths(
  baseUrl: string,
  realmPath: string,
  paths: Partial<ServerPaths> = {},
): ServerPaths {
  const defaults = defaultServerPaths(realmPath);
  const entries = serverPathNames.map((name: ServerPathName) => [
    name,
    serverUrl(baseUrl, paths[name] ?? defaults[name]),
  ]);
  return Object.fromEntries(entries) as Record<ServerPathName, string>;
}

/**
 * Validates a configuration and fills in the SDK's defaults. An invalid configuration throws
 * `INVALID_CONFIGURATION` naming every bad setting (spec portal 8: "An invalid config throws").
 */
export function resolveAuthConfig(input: unknown): AuthConfig {
  const issues = collectIssues(input);
  if (issues.length > 0) {
    throw new DomainError(
      'INVALID_CONFIGURATION',
      `Invalid sign-in configuration: ${issues.join('; ')}`,
    );
  }
  const config = input as PortalAuthConfig;
  const baseUrl = config.serverConfig.baseUrl.replace(/\/+$/, '');
  const origin = new URL(config.redirectUri).origin;
  const issuer = config.issuer ?? realmIssuer(baseUrl, config.realmPath);
  return {
    baseUrl,
    realmPath: config.realmPath,
    paths: resolvedPaths(baseUrl, config.realmPath, config.serverConfig.paths),
    clientId: config.clientId,
    scope: config.scope,
    redirectUri: config.redirectUri,
    silentRedirectUri: config.silentRedirectUri ?? `${origin}${silentCallbackPath}`,
    postLogoutRedirectUri: config.postLogoutRedirectUri ?? `${origin}/`,
    issuer,
    wellKnownUrl: wellKnownUrl(issuer),
    tokenStore: (config.tokenStore as TokenStoreName | undefined) ?? sdkDefaults.tokenStore,
    timeout: config.timeout ?? config.serverConfig.timeout ?? sdkDefaults.timeout,
    logLevel: config.logLevel ?? sdkDefaults.logLevel,
    prefix: config.prefix ?? sdkDefaults.prefix,
    oauthThreshold: config.oauthThreshold ?? sdkDefaults.oauthThreshold,
    platformHeader: config.platformHeader ?? false,
    uiLocales: config.uiLocales?.trim() ?? null,
  };
}
