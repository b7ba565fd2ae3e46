import type { ContentSource } from '@kmx/domain';
import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { JsonLogger } from '../logging/JsonLogger';
import type { ClientAssets } from '../render/client-assets';

/** Every binding of the container, typed, in one place. */
export const tokens = {
  Config: Symbol.for('Config') as ServiceIdentifier<Config>,
  Logger: Symbol.for('Logger') as ServiceIdentifier<JsonLogger>,
  ContentSource: Symbol.for('ContentSource') as ServiceIdentifier<ContentSource>,
  ClientAssets: Symbol.for('ClientAssets') as ServiceIdentifier<ClientAssets>,
} as const;
