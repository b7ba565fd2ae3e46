import type { CachePurge } from '@kmx/domain/policies';
import type { Logger, PurgeBus, PurgeListener, PurgeScope } from '@kmx/domain/ports';
import { PurgeListeners } from './purge-listeners';

/** One process alone (`WEB_CONCURRENCY=1`, no Redis): a purge is this instance's listeners'. */
export class InProcessPurgeBus implements PurgeBus {
  private readonly listeners: PurgeListeners;

  constructor(logger: Logger) {
    this.listeners = new PurgeListeners(logger);
  }

  publish(purge: CachePurge, scope: PurgeScope = 'everywhere'): Promise<void> {
    return scope === 'everywhere' ? this.listeners.deliver(purge) : Promise.resolve();
  }

  subscribe(listener: PurgeListener): () => void {
    return this.listeners.add(listener);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
