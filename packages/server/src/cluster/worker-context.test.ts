import { describe, expect, it } from 'vitest';
import { readWorkerContext, workerContextEntry, type WorkerContext } from './worker-context';

const context: WorkerContext = {
  slot: 1,
  cookieSecret: 'c'.repeat(43),
  downloadLinkSecret: 'd'.repeat(43),
  cachePurgeSecret: null,
  sandbox: null,
  identity: { url: 'http://127.0.0.1:40123', key: 'k'.repeat(43) },
};

describe("a worker's context from its primary", () => {
  it('reaches the worker as the primary wrote it', () => {
    expect(readWorkerContext(workerContextEntry(context))).toEqual(context);
  });

  it('stops a worker started without one, or with a broken or weak one', () => {
    expect(() => readWorkerContext({})).toThrow(/KMX_CLUSTER_WORKER/);
    expect(() => readWorkerContext({ KMX_CLUSTER_WORKER: '{' })).toThrow();
    const [entry] = Object.entries(workerContextEntry({ ...context, cookieSecret: 'short' }));
    expect(() => readWorkerContext(Object.fromEntries([entry ?? ['', '']]))).toThrow();
    const negative = workerContextEntry({ ...context, slot: -1 });
    expect(() => readWorkerContext(negative)).toThrow();
  });
});
