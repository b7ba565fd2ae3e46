import type { RequestListener } from 'node:http';
import { listenOnLoopback } from '../../http/loopback';
import {
  createIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
} from '../identity-provider';
import { sandboxIdentityIssuerPath } from '../identity-routes';

export interface TestIdentityProvider {
  readonly idp: IdentityProvider;
  /** The loopback origin the provider is mounted on, standing in for the product's. */
  readonly origin: string;
  /** The portal's sign-in callback on the same origin. */
  readonly redirectUri: string;
  /** The portal's silent-renewal callback on the same origin. */
  readonly silentRedirectUri: string;
  /** A registered callback on another origin (a development server). */
  readonly crossOriginRedirectUri: string;
  /** Where the portal asks to land after signing out. */
  readonly postLogoutRedirectUri: string;
  /** `{issuer}{path}` */
  endpoint(path: string): string;
  close(): Promise<void>;
}

/**
 * Starts the identity provider on a loopback port the way the product mounts it: on the origin's
 * own paths, so the issuer is `{origin}/am/oauth2/realms/root/realms/alpha`.
 */
export async function startTestIdentityProvider(
  options: Partial<
    Pick<
      IdentityProviderOptions,
      'accessTokenTtlSeconds' | 'clientId' | 'loginAttempts' | 'directory'
    >
  > = {},
): Promise<TestIdentityProvider> {
  const { setup } = await startOnLoopback(async (settings) => {
    const idp = await createIdentityProvider({ ...options, ...settings });
    return { idp, handler: idp.handler, extra: undefined };
  });
  return setup;
}

/** Where the portal's addresses are, given to the builder of what `startOnLoopback` serves. */
export type LoopbackSettings = Pick<
  IdentityProviderOptions,
  'issuer' | 'redirectUris' | 'postLogoutRedirectUris'
>;

/**
 * Serves what `build` makes on a loopback port, with a provider at the issuer's path; `extra` is
 * whatever else the builder made (a store, another handler).
 */
export async function startOnLoopback<T>(
  build: (settings: LoopbackSettings) => Promise<{
    readonly idp: IdentityProvider;
    readonly handler: RequestListener;
    readonly extra: T;
  }>,
): Promise<{ readonly setup: TestIdentityProvider; readonly extra: T }> {
  // The issuer names the port, which is only known once the server listens.
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = await listenOnLoopback((req, res) => handler(req, res));
  const { origin } = server;
  const redirectUri = `${origin}/en/callback`;
  const silentRedirectUri = `${origin}/blank-callback`;
  const crossOriginRedirectUri = 'http://localhost:5173/en/callback';
  const postLogoutRedirectUri = `${origin}/`;
  const built = await build({
    issuer: `${origin}${sandboxIdentityIssuerPath}`,
    redirectUris: [redirectUri, silentRedirectUri, crossOriginRedirectUri],
    postLogoutRedirectUris: [postLogoutRedirectUri],
  });
  const { idp } = built;
  handler = built.handler;
  const setup: TestIdentityProvider = {
    idp,
    origin,
    redirectUri,
    silentRedirectUri,
    crossOriginRedirectUri,
    postLogoutRedirectUri,
    endpoint: (path) => `${idp.issuer}${path}`,
    close: () => server.close(),
  };
  return { setup, extra: built.extra };
}
