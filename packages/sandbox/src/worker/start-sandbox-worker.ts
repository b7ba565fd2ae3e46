import { Worker } from 'node:worker_threads';
import { startSandbox, type SandboxOptions } from '../start-sandbox';
import type { PurgeEndpoint } from '../content/CachePurgeNotice';
import type { FromSandboxWorker, SandboxUrls, ToSandboxWorker } from './worker-messages';

/** The sandbox as a product embeds it: its services' addresses, and how to stop them. */
export interface EmbeddedSandbox extends SandboxUrls {
  /** `worker`: the services have an event loop of their own; `main thread`: they share the caller's. */
  readonly runsIn: 'worker' | 'main thread';
  /** Where the product takes purges, known once it listens (`RunningSandbox`'s). */
  announcePurgeEndpoint(endpoint: PurgeEndpoint): void;
  close(): Promise<void>;
}

export interface SandboxWorkerOptions extends SandboxOptions {
  /** The built worker entry; `dist/sandbox-worker.js` beside this module by default. */
  readonly workerFile?: URL;
  /** Called when the worker fails after it has started (the services are then gone). */
  readonly onError?: (error: unknown) => void;
}

/** Beside the built module; tsup builds `src/worker/sandbox-worker.ts` to `dist/sandbox-worker.js`. */
const builtWorker = new URL('./sandbox-worker.js', import.meta.url);
/** Run from its TypeScript source (vitest): there is no worker file Node could run. */
const fromSource = import.meta.url.endsWith('.ts');
/** How long closed services may take to let the worker go before it is ended. */
const closeGraceMs = 5000;
const sourceCondition = '@kmx/source';

/**
 * The built worker loads the built packages: the source condition a test runner passes its
 * processes (`--conditions @kmx/source`) would point it at TypeScript files it cannot run.
 */
function withoutSourceCondition(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const argument = execArgv[index] ?? '';
    const isFlag = argument === '--conditions' || argument === '-C';
    if (isFlag && execArgv[index + 1] === sourceCondition) index += 1;
    else if (argument !== `--conditions=${sourceCondition}`) kept.push(argument);
  }
  return kept;
}

async function inMainThread(options: SandboxOptions): Promise<EmbeddedSandbox> {
  const sandbox = await startSandbox(options);
  const {
    contentUrl,
    catalogueUrl,
    ticketingUrl,
    searchUrl,
    inventoryUrl,
    wireFlowUrl,
    idmUrl,
    formsInboxUrl,
    contentToken,
  } = sandbox;
  return {
    contentUrl,
    catalogueUrl,
    ticketingUrl,
    searchUrl,
    inventoryUrl,
    wireFlowUrl,
    idmUrl,
    formsInboxUrl,
    contentToken,
    runsIn: 'main thread',
    announcePurgeEndpoint: (endpoint) => sandbox.announcePurgeEndpoint(endpoint),
    close: () => sandbox.close(),
  };
}

function untilReady(worker: Worker): Promise<SandboxUrls> {
  return new Promise((resolve, reject) => {
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', reject).off('exit', onExit);
      done();
    };
    const onMessage = (message: FromSandboxWorker) => {
      if (message.kind === 'ready') settle(() => resolve(message.urls));
      if (message.kind === 'failed') {
        settle(() => reject(new Error(`The sandbox could not start: ${message.message}`)));
      }
    };
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The sandbox's worker exited with ${code} before it started`)));
    worker.on('message', onMessage).once('error', reject).once('exit', onExit);
  });
}

/**
 * Starts the sandbox's services in a worker thread of their own, so that their work (a search
 * above all) never waits for the product's event loop, nor the product's for theirs; answers once
 * they listen. Run from source (tests through vitest), where no built worker file exists, the
 * services start in the calling thread instead (`runsIn: 'main thread'`), unless a `workerFile`
 * is given.
 */
export async function startSandboxWorker(
  options: SandboxWorkerOptions = {},
): Promise<EmbeddedSandbox> {
  const { workerFile, onError, ...sandboxOptions } = options;
  if (workerFile === undefined && fromSource) return inMainThread(sandboxOptions);
  const worker = new Worker(workerFile ?? builtWorker, {
    workerData: sandboxOptions,
    execArgv: withoutSourceCondition(process.execArgv),
  });
  let urls: SandboxUrls;
  try {
    urls = await untilReady(worker);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.on('error', (error) => onError?.(error));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing: Promise<void> | undefined;
  return {
    ...urls,
    runsIn: 'worker',
    announcePurgeEndpoint(endpoint) {
      worker.postMessage({ kind: 'purge-endpoint', endpoint } satisfies ToSandboxWorker);
    },
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => {
          worker.on('message', (message: FromSandboxWorker) => {
            if (message.kind === 'closed') resolve();
          });
        });
        worker.postMessage({ kind: 'close' } satisfies ToSandboxWorker);
        const grace = new Promise<void>((resolve) => setTimeout(resolve, closeGraceMs).unref());
        await Promise.race([closed, exited, grace]);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
