import type { RequestListener } from 'node:http';
import type { AccessTokenCheck } from '@kmx/domain/ports';
import type { PortalLinks, SignInSettings } from '@kmx/domain/view';
import { portalSignInSettings, silentCallbackPath } from '@kmx/portal-auth';
import type { Config } from '../config/config';

/** Where the identity provider's paths start on its origin (portal spec 7). */
export const identityBasePath = '/am';

/** The embedded provider and identity-management service, over one store of users. */
export interface EmbeddedIdentity {
  /** Answers `/am/…`. */
  readonly identity: RequestListener;
  /** Answers `/openidm/…` (the product's check in front is `openidmMount`'s). */
  readonly identityManagement: RequestListener;
  /** The provider's own, in-process check of the access tokens it issued. */
  readonly accessTokenCheck: AccessTokenCheck;
}

export type IdentityFactory = (origin: string, config: Config) => Promise<EmbeddedIdentity>;

/**
 * Where visitors sign in: a real identity provider (`IDENTITY_URL`), or the sandbox's, mounted on
 * this origin under `/am` so its cookies and the silent renewal frame are first-party; with it,
 * the sandbox's identity-management service over the same users (mounted under `/openidm` by
 * `openidmMount`), and the check of the access tokens in front of `/openidm`.
 */
export class SignInMount {
  private origin = '';
  private embedded: EmbeddedIdentity | undefined;
  private started = false;

  /**
   * `providerTokenCheck` checks the access tokens of the configured provider (`IDENTITY_URL`);
   * the embedded provider brings its own.
   */
  constructor(
    private readonly config: Config,
    private readonly embeddedIdentity: IdentityFactory,
    private readonly providerTokenCheck?: AccessTokenCheck,
  ) {}

  /** Called once the server listens, when its origin is known. */
  async start(listeningOrigin: string): Promise<void> {
    this.origin = this.config.publicOrigin ?? listeningOrigin;
    if (this.config.identityUrl === undefined) {
      this.embedded = await this.embeddedIdentity(this.origin, this.config);
    }
    this.started = true;
  }

  /**
   * Whether sign-in works yet: the server listens before the embedded provider is mounted (its
   * issuer names the listening origin), and in between neither `/healthz` nor `/am/…` may say ok.
   */
  get ready(): boolean {
    return this.started;
  }

  identityHandler(): RequestListener | undefined {
    return this.embedded?.identity;
  }

  /** The embedded identity-management service; none with a real provider configured. */
  identityManagementHandler(): RequestListener | undefined {
    return this.embedded?.identityManagement;
  }

  /** Checks access tokens of the provider in use: the embedded one's, or the configured one's. */
  accessTokenCheck(): AccessTokenCheck | undefined {
    if (!this.started) return undefined;
    return this.embedded?.accessTokenCheck ?? this.providerTokenCheck;
  }

  settings(language: string): SignInSettings {
    return {
      baseUrl: this.config.identityUrl ?? `${this.origin}${identityBasePath}`,
      realmPath: portalSignInSettings.realmPath,
      clientId: this.config.identityClientId,
      scope: portalSignInSettings.scope,
      callbackPath: `/${language}/callback`,
      silentCallbackPath,
    };
  }

  /**
   * The portal page's addresses of the services outside it, from configuration: the same for
   * everyone. Without a configured download center the portal's own wire-flow page is it.
   */
  portalLinks(localeCode: string): PortalLinks {
    const { links, downloadCenter } = this.config.portalLinks;
    return { ...links, downloadCenter: downloadCenter ?? `/${localeCode}/mykomax/wire-flow` };
  }
}
