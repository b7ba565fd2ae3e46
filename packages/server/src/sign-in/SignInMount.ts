import type { RequestListener } from 'node:http';
import type { PortalLinks, SignInSettings } from '@kmx/domain/view';
import { portalSignInSettings, silentCallbackPath } from '@kmx/portal-auth';
import type { Config } from '../config/config';

/** Where the identity provider's paths start on its origin (portal spec 7). */
export const identityBasePath = '/am';

export type IdentityFactory = (origin: string, config: Config) => Promise<RequestListener>;

/**
 * Where visitors sign in: a real identity provider (`IDENTITY_URL`), or the sandbox's, mounted on
 * this origin under `/am` so its cookies and the silent renewal frame are first-party.
 */
export class SignInMount {
  private origin = '';
  private handler: RequestListener | undefined;
  private started = false;

  constructor(
    private readonly config: Config,
    private readonly embeddedIdentity: IdentityFactory,
  ) {}

  /** Called once the server listens, when its origin is known. */
  async start(listeningOrigin: string): Promise<void> {
    this.origin = this.config.publicOrigin ?? listeningOrigin;
    if (this.config.identityUrl === undefined) {
      this.handler = await this.embeddedIdentity(this.origin, this.config);
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
    return this.handler;
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
