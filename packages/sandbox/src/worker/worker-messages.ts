import type { PurgeEndpoint } from '../content/CachePurgeNotice';
import type { RunningSandbox } from '../start-sandbox';

/** The services' addresses, as the worker reports them once they listen. */
export type SandboxUrls = Pick<
  RunningSandbox,
  | 'contentUrl'
  | 'catalogueUrl'
  | 'ticketingUrl'
  | 'searchUrl'
  | 'inventoryUrl'
  | 'wireFlowUrl'
  | 'idmUrl'
  | 'formsInboxUrl'
  | 'contentToken'
>;

/** What the sandbox's worker thread tells the thread that started it. */
export type FromSandboxWorker =
  | { readonly kind: 'ready'; readonly urls: SandboxUrls }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'closed' };

/** What the starting thread tells the worker: where the product takes purges, and to close. */
export type ToSandboxWorker =
  | { readonly kind: 'close' }
  | { readonly kind: 'purge-endpoint'; readonly endpoint: PurgeEndpoint };
