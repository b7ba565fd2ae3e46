import type { RequestListener } from 'node:http';
import { idmDemoData } from '../idm/idm-demo-data';
import { createIdmService } from '../idm/idm-service';
import { IdmStore } from '../idm/idm-store';
import { idmDirectory } from './idm-directory';
import {
  createIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
} from './identity-provider';

export interface EmbeddedIdentityOptions extends Omit<IdentityProviderOptions, 'directory'> {
  /** The identity-management data's JSON file; made from the demo data when it does not exist. */
  readonly idmDataFile: string;
}

export interface EmbeddedIdentity {
  readonly provider: IdentityProvider;
  /** The identity-management stand-in (`/openidm/...`), accepting the provider's access tokens. */
  readonly idmHandler: RequestListener;
  readonly store: IdmStore;
}

/**
 * The identity provider and the identity-management stand-in over ONE store: the provider signs
 * people in with the passwords and devices kept there and reads their claims from it at every
 * answer, and the service checks its callers' tokens with the provider in-process. What a person
 * or an administrator changes through the service is what the next token or userinfo says.
 */
export async function createEmbeddedIdentity(
  options: EmbeddedIdentityOptions,
): Promise<EmbeddedIdentity> {
  const { idmDataFile, ...providerOptions } = options;
  const store = new IdmStore(idmDataFile, () => idmDemoData());
  const provider = await createIdentityProvider({
    ...providerOptions,
    directory: idmDirectory(store),
  });
  const idmHandler = createIdmService({
    store,
    authenticate: (token) => provider.accessTokenCaller(token),
  });
  return { provider, idmHandler, store };
}
