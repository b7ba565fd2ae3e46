import type { RequestListener } from 'node:http';
import type { SignInSettings } from '@kmx/domain/view';
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
}
