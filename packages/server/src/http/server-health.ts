import type { Response } from 'express';

export interface HealthFacts {
  /** Shutting down: finishing what is in flight. */
  readonly draining: boolean;
  /** The embedded identity provider is mounted (or a real one is configured). */
  readonly signInReady: boolean;
}

export interface ServerHealth {
  readonly status: 200 | 503;
  readonly state: 'ok' | 'starting' | 'draining';
}

/**
 * What `/healthz` tells beside its state: the forms' outbox (issue 19), `null` when it could not be
 * read. Submissions waiting or given up do not make the server unhealthy: they are kept, not lost.
 */
export interface HealthDetails {
  readonly forms: { readonly pending: number; readonly failed: number } | null;
}

/**
 * The shared cache tier (issue 21): `off` without `REDIS_URL`, else whether Redis answers. Down
 * leaves the server ok: it goes on from its memory tier and its upstreams.
 */
export type RedisHealth = 'off' | 'up' | 'down';

/** What `/healthz` answers: only a server that can serve everything, sign-in included, is ok. */
export function serverHealth({ draining, signInReady }: HealthFacts): ServerHealth {
  if (draining) return { status: 503, state: 'draining' };
  if (!signInReady) return { status: 503, state: 'starting' };
  return { status: 200, state: 'ok' };
}

/** An address that works a moment later: the server is still starting. */
export function sendStarting(response: Response): void {
  response
    .status(503)
    .set('retry-after', '1')
    .set('cache-control', 'no-store')
    .type('text/plain')
    .send('The server is starting; try again in a moment.');
}
