import { portalSignInSettings } from '@kmx/portal-auth';
import type { Config } from '../config/config';
import { identityBasePath } from './SignInMount';

/**
 * The identity provider's issuer, which every ID token must name (portal spec 7): the realm of
 * `IDENTITY_URL`, or of the embedded provider on this server's origin. The embedded one is known
 * only once the server listens, since its issuer names the port.
 */
export class IdentityIssuer {
  private origin: string | undefined;

  constructor(private readonly config: Config) {}

  /** Called once the server listens, with the origin visitors reach it on. */
  listening(origin: string): void {
    this.origin = origin;
  }

  current(): string {
    const baseUrl = this.config.identityUrl ?? `${this.listeningOrigin()}${identityBasePath}`;
    return `${baseUrl}/oauth2/realms/root/realms/${portalSignInSettings.realmPath}`;
  }

  private listeningOrigin(): string {
    if (this.origin === undefined) {
      throw new Error('The embedded identity provider has no issuer before the server listens');
    }
    return this.origin;
  }
}
