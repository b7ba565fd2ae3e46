import type { CachePurge } from '@kmx/domain/policies';
import type { Logger, PurgeListener } from '@kmx/domain/ports';

/** The listeners of one bus, told of a purge together; one that fails does not stop the others. */
export class PurgeListeners {
  private readonly listeners = new Set<PurgeListener>();

  constructor(private readonly logger: Logger) {}

  add(listener: PurgeListener): () => void {
    // A wrapper per subscription: the same function subscribed twice is told twice.
    const own: PurgeListener = (purge) => listener(purge);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }

  async deliver(purge: CachePurge): Promise<void> {
    await Promise.all(
      [...this.listeners].map(async (listener) => {
        try {
          await listener(purge);
        } catch (error) {
          this.logger.error('a cache purge listener failed', { error });
        }
      }),
    );
  }
}

/** Whether a message from outside this process is a purge (another instance may run other code). */
export function isCachePurge(value: unknown): value is CachePurge {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, ids, paths } = value as Record<string, unknown>;
  if (kind === 'all') return true;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((entry) => typeof entry === 'string');
  return kind === 'pages' && strings(ids) && strings(paths);
}
