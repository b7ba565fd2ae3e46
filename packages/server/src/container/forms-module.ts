import { HttpSubmissionReceiver, HttpWhitepaperFiles } from '@kmx/adapters';
import { defaultRetentionDays } from '@kmx/domain/forms';
import type { Clock, Logger, WhitepaperFiles } from '@kmx/domain/ports';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { DeliveryWorker } from '../forms/DeliveryWorker';
import { formKeysFor } from '../forms/form-keys';
import { formsOutboxFor } from '../forms/forms-outbox-for';
import type { OpeningOutbox } from '../forms/OpeningOutbox';
import { sharedLimiter } from '../cluster/shared-limiter';
import { tokens, type Upstreams } from './tokens';

/** 10 posts per visitor address in 10 minutes: plenty for people, a brake on scripts. */
export const formPostLimit = { points: 10, duration: 600 } as const;

/** Without the server's credential towards the content service, no whitepaper opens (404). */
const noWhitepapers: WhitepaperFiles = { open: () => Promise.resolve(null) };

function whitepaperFilesFor(config: Config, upstreams: Upstreams, logger: Logger): WhitepaperFiles {
  if (upstreams.contentToken === undefined || upstreams.contentUrl === '') return noWhitepapers;
  return new HttpWhitepaperFiles({
    baseUrl: new URL('/whitepapers', upstreams.contentUrl).toString(),
    token: upstreams.contentToken,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
}

/** The visitors' forms (issue 19): outbox, delivery, signing keys, post limit. */
export const formsModule = new ContainerModule(({ bind }) => {
  bind(tokens.FormsOutbox)
    .toResolvedValue(formsOutboxFor, [tokens.Config, tokens.Logger])
    .inSingletonScope();
  bind(tokens.FormKeys).toResolvedValue(formKeysFor, [tokens.Config]).inSingletonScope();
  bind(tokens.FormsLimiter).toConstantValue(sharedLimiter('form-posts', formPostLimit));
  bind(tokens.Whitepapers)
    .toResolvedValue(whitepaperFilesFor, [tokens.Config, tokens.Upstreams, tokens.Logger])
    .inSingletonScope();
  bind(tokens.FormsDelivery)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, outbox: OpeningOutbox, clock: Clock, logger: Logger) =>
        new DeliveryWorker({
          outbox,
          receiver:
            upstreams.formsUrl === undefined
              ? null
              : new HttpSubmissionReceiver({ url: upstreams.formsUrl }),
          clock,
          logger,
          retentionDays: config.formsRetentionDays ?? defaultRetentionDays,
        }),
      [tokens.Config, tokens.Upstreams, tokens.FormsOutbox, tokens.Clock, tokens.Logger],
    )
    .inSingletonScope();
});
