import { z } from 'zod';

/** The variable through which the primary hands each worker what it holds for all of them. */
const workerContextVariable = 'KMX_CLUSTER_WORKER';

const sandboxSchema = z.object({
  contentUrl: z.string(),
  catalogueUrl: z.string(),
  ticketingUrl: z.string(),
  searchUrl: z.string(),
  inventoryUrl: z.string(),
  wireFlowUrl: z.string(),
  idmUrl: z.string(),
  formsInboxUrl: z.string(),
  contentToken: z.string(),
  runsIn: z.enum(['worker', 'main thread']),
});

const workerContextSchema = z.object({
  /** 0 to N-1; a restarted worker gets its slot back (its forms folder). */
  slot: z.number().int().min(0),
  /** `COOKIE_SECRET`, or the one the primary drew: every worker signs with the same key. */
  cookieSecret: z.string().min(32),
  /** `DOWNLOAD_LINK_SECRET`, or the one the primary drew. */
  downloadLinkSecret: z.string().min(32),
  /** `CACHE_PURGE_SECRET`, or the one the primary drew for its sandbox; `null`: none in force. */
  cachePurgeSecret: z.string().min(32).nullable(),
  /** The embedded sandbox the primary runs; `null` with every upstream configured. */
  sandbox: sandboxSchema.nullable(),
  /** The primary's loopback server of the embedded identity provider; `null` with `IDENTITY_URL`. */
  identity: z.object({ url: z.url(), key: z.string().min(32) }).nullable(),
});

/** What a worker gets from its primary. */
export type WorkerContext = z.infer<typeof workerContextSchema>;

/** The environment entry of a worker's context. */
export function workerContextEntry(context: WorkerContext): Record<string, string> {
  return { [workerContextVariable]: JSON.stringify(context) };
}

/** A worker's context from its environment; a missing or broken one is the primary's fault. */
export function readWorkerContext(
  environment: Readonly<Record<string, string | undefined>>,
): WorkerContext {
  const text = environment[workerContextVariable];
  if (text === undefined) throw new Error(`A cluster worker needs ${workerContextVariable}`);
  return workerContextSchema.parse(JSON.parse(text));
}
