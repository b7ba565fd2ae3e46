import type { RandomSource, Sha256 } from '@kmx/domain/ports';
import type { OidcClient } from '../client/OidcClient';
import type { AuthEnvironment } from '../environment/AuthEnvironment';

/** What both ways of signing in (hidden frame and full redirect) work with. */
export interface SignInContext {
  readonly client: OidcClient;
  readonly environment: AuthEnvironment;
  readonly random: RandomSource;
  readonly sha256: Sha256;
}
