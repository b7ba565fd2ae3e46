import type { Logger } from '@kmx/domain/ports';
import { ContainerModule } from 'inversify';
import { purgeBusFor } from '../cache-purge/purge-bus-for';
import { purgeSecretFor } from '../cache-purge/purge-secret';
import type { Config } from '../config/config';
import type { SharedCacheTier } from './shared-cache-tier';
import { tokens } from './tokens';

/** Purge on publish: how instances hear of a purge, and the secret the endpoint asks for. */
export const purgeModule = new ContainerModule(({ bind }) => {
  bind(tokens.PurgeBus)
    .toResolvedValue(
      (logger: Logger, tier: SharedCacheTier | null) => purgeBusFor(logger, tier),
      [tokens.Logger, tokens.SharedCacheTier],
    )
    .inSingletonScope();
  // Drawn once: the endpoint and the sandbox it is handed to must hold the same one.
  bind(tokens.PurgeSecret)
    .toResolvedValue((config: Config) => purgeSecretFor(config), [tokens.Config])
    .inSingletonScope();
});
