import { mkdtempSync, rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdmStore } from '../../idm/idm-store';
import { createEmbeddedIdentity } from '../embedded-identity';
import type { IdentityProviderOptions } from '../identity-provider';
import { startOnLoopback, type TestIdentityProvider } from './test-identity-provider';

export interface TestEmbeddedIdentity extends TestIdentityProvider {
  readonly store: IdmStore;
  /** `{origin}/openidm{path}` */
  idm(path: string): string;
}

/**
 * The provider and the identity-management stand-in over one store in a fresh directory, served
 * on a loopback port as the product mounts them: the provider at the issuer's path, the service
 * at `/openidm`.
 */
export async function startTestEmbeddedIdentity(
  options: Partial<Pick<IdentityProviderOptions, 'accessTokenTtlSeconds' | 'loginAttempts'>> = {},
): Promise<TestEmbeddedIdentity> {
  const directory = mkdtempSync(join(tmpdir(), 'embedded-identity-'));
  const { setup, extra: store } = await startOnLoopback(async (settings) => {
    const embedded = await createEmbeddedIdentity({
      ...options,
      ...settings,
      idmDataFile: join(directory, 'idm.json'),
    });
    const { idmHandler } = embedded;
    const handler: RequestListener = (req, res) => {
      if ((req.url ?? '').startsWith('/openidm/')) idmHandler(req, res);
      else embedded.provider.handler(req, res);
    };
    return { idp: embedded.provider, handler, extra: embedded.store };
  });
  return {
    ...setup,
    store,
    idm: (path) => `${setup.origin}/openidm${path}`,
    close: async () => {
      await setup.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
