// The entry of the sandbox's worker thread (built to dist/sandbox-worker.js): starts the
// services with the options it was given, reports their addresses, and closes them when told.
import { parentPort, workerData } from 'node:worker_threads';
import { startSandbox, type SandboxOptions } from '../start-sandbox';
import type { FromSandboxWorker, ToSandboxWorker } from './worker-messages';

const port = parentPort;
if (port === null) throw new Error('sandbox-worker runs in a worker thread only');
const post = (message: FromSandboxWorker) => port.postMessage(message);

try {
  const sandbox = await startSandbox(workerData as SandboxOptions);
  port.on('message', (message: ToSandboxWorker) => {
    if (message.kind === 'purge-endpoint') sandbox.announcePurgeEndpoint(message.endpoint);
    if (message.kind !== 'close') return;
    void sandbox.close().then(() => {
      post({ kind: 'closed' });
      port.close();
    });
  });
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
  post({
    kind: 'ready',
    urls: {
      contentUrl,
      catalogueUrl,
      ticketingUrl,
      searchUrl,
      inventoryUrl,
      wireFlowUrl,
      idmUrl,
      formsInboxUrl,
      contentToken,
    },
  });
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
