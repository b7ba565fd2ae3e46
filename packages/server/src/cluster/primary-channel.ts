import type { IdentityWanted, PurgeEndpointAnnounced } from './cluster-messages';

/** A cluster worker's line to its primary (`process`'s IPC channel). */
export interface PrimaryChannel {
  send(message: IdentityWanted | PurgeEndpointAnnounced): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** This process's channel to its primary; a message to a primary that is gone is dropped. */
export const processChannel: PrimaryChannel = {
  send: (message) => {
    if (process.connected) process.send?.(message);
  },
  on: (event, listener) => process.on(event, listener),
  off: (event, listener) => process.off(event, listener),
};
