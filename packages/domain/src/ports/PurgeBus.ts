import type { CachePurge } from '../policies/cache-purge';

/** Called with each purge once on every instance, the publishing one included. */
export type PurgeListener = (purge: CachePurge) => Promise<void> | void;

/**
 * `everywhere`: this instance's listeners too; `elsewhere`: the other instances alone, when this
 * one has emptied its caches itself (an editor's `cache=clear` does, as its request loads).
 */
export type PurgeScope = 'everywhere' | 'elsewhere';

/**
 * How a purge on publish reaches every instance of the product: within one process, the workers
 * of one machine (node:cluster), or every instance sharing Redis (pub/sub).
 *
 * `publish` runs this instance's listeners first and settles once they have (so the shared tier
 * is already purged when the others hear of it), then tells the others; it never rejects: when
 * the others cannot be told, it logs so and this instance is purged all the same.
 */
export interface PurgeBus {
  publish(purge: CachePurge, scope?: PurgeScope): Promise<void>;
  /** Answers the unsubscribe. */
  subscribe(listener: PurgeListener): () => void;
  /** Stops listening for the others' purges (shutdown). */
  close(): Promise<void>;
}
