import { GraphqlContentSource } from '@kmx/adapters';
import { Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { JsonLogger } from '../logging/JsonLogger';
import type { ClientAssets } from '../render/client-assets';
import { tokens } from './tokens';

export interface Upstreams {
  /** The GraphQL endpoint of the content service: the real one or the embedded sandbox. */
  readonly contentUrl: string;
}

function coreModule(config: Config, assets: ClientAssets) {
  return new ContainerModule(({ bind }) => {
    bind(tokens.Config).toConstantValue(config);
    bind(tokens.ClientAssets).toConstantValue(assets);
    bind(tokens.Logger).toConstantValue(new JsonLogger(config.logLevel));
  });
}

function graphqlModule(upstreams: Upstreams) {
  return new ContainerModule(({ bind }) => {
    bind(tokens.ContentSource)
      .toResolvedValue(
        (config: Config) =>
          new GraphqlContentSource({
            endpoint: upstreams.contentUrl,
            timeoutMs: config.upstreamTimeoutMs,
          }),
        [tokens.Config],
      )
      .inSingletonScope();
  });
}

/** The one composition root: ports bound to adapters, one module per adapter family. */
export function buildContainer(
  config: Config,
  upstreams: Upstreams,
  assets: ClientAssets,
): Container {
  const container = new Container();
  container.load(coreModule(config, assets), graphqlModule(upstreams));
  return container;
}
