import { Router, type RequestHandler } from 'express';

const formsInboxPath = '/sandbox/forms-inbox';

/**
 * With the embedded sandbox, its forms inbox on the product's origin (issue 19): the developer's
 * page at `/sandbox/forms-inbox` and its JSON at `/sandbox/forms-inbox/submissions`, read only.
 */
export function formsInboxMount(inboxUrl: string, timeoutMs: number): Router {
  const router = Router();
  const base = inboxUrl.replace(/\/+$/, '');
  const pass = (upstreamPath: string) =>
    (async (_request, response) => {
      try {
        const answer = await fetch(`${base}${upstreamPath}`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        response
          .status(answer.status)
          .type(answer.headers.get('content-type') ?? 'text/plain')
          .set('cache-control', 'no-store')
          .send(Buffer.from(await answer.arrayBuffer()));
      } catch {
        response
          .status(503)
          .set('cache-control', 'no-store')
          .json({ error: 'The sandbox forms inbox is not available' });
      }
    }) satisfies RequestHandler;
  router.get(formsInboxPath, pass('/'));
  router.get(`${formsInboxPath}/submissions`, pass('/submissions'));
  return router;
}
