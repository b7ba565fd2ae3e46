import type { IdentityFactory } from '../sign-in/SignInMount';
import { isIdentityAnswer } from './cluster-messages';
import { HttpAccessTokenCheck } from './HttpAccessTokenCheck';
import { loopbackRelay } from './loopback-relay';
import type { PrimaryChannel } from './primary-channel';

/** Asks the primary to mount the provider for `origin`; settles when it says it has. */
function identityMounted(channel: PrimaryChannel, origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isIdentityAnswer(message)) return;
      channel.off('message', onMessage);
      if (message.kind === 'kmx:identity-ready') resolve();
      else reject(new Error(`The identity provider could not start: ${message.message}`));
    };
    channel.on('message', onMessage);
    channel.send({ kind: 'kmx:identity-wanted', origin });
  });
}

/**
 * A cluster worker's embedded identity: the primary's provider and identity-management service,
 * reached over its loopback server (see `hostIdentity`); the worker's `/healthz` says ok once the
 * primary has mounted them.
 */
export function primaryIdentity(
  host: { readonly url: string; readonly key: string },
  channel: PrimaryChannel,
): IdentityFactory {
  return async (origin, config) => {
    await identityMounted(channel, origin);
    const relay = loopbackRelay(host.url, host.key);
    return {
      identity: relay,
      identityManagement: relay,
      accessTokenCheck: new HttpAccessTokenCheck({
        baseUrl: host.url,
        key: host.key,
        timeoutMs: config.upstreamTimeoutMs,
      }),
    };
  };
}
