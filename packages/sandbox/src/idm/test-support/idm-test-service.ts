import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOnLoopback, type LoopbackServer } from '../../http/loopback';
import type { IdmAuthenticate } from '../idm-caller';
import { idmDemoData } from '../idm-demo-data';
import { createIdmService } from '../idm-service';
import { IdmStore } from '../idm-store';

/** The clock the tests start at; the demo data is made for its day. */
const testStart = Date.parse('2026-11-25T05:00:00Z');

export interface IdmAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export interface TestIdmService {
  readonly store: IdmStore;
  /** Moves the service's clock (invite expiry, codes). */
  setClock(ms: number): void;
  clock(): number;
  /** Calls as `subject` (`null`: without a token), with a JSON body when given. */
  call(
    subject: string | null,
    path: string,
    init?: { readonly method?: string; readonly body?: unknown; readonly headers?: HeadersInit },
  ): Promise<IdmAnswer>;
  close(): Promise<void>;
}

/**
 * The service over real HTTP with a stand-in for the token check (a port): the token
 * `token:{id}` is the managed user `{id}` with the roles the store holds for them now, as the
 * product's provider reports them; an unknown or deleted user's token is refused. The product's
 * check of real provider tokens is tested with the product.
 */
export async function startTestIdmService(): Promise<TestIdmService> {
  const directory = mkdtempSync(join(tmpdir(), 'idm-actions-'));
  let now = testStart;
  const store = new IdmStore(join(directory, 'idm.json'), () => idmDemoData(new Date(now)));
  const authenticate: IdmAuthenticate = (token) => {
    const user = token.startsWith('token:') ? store.user(token.slice(6)) : undefined;
    return Promise.resolve(user === undefined ? undefined : { id: user._id, roles: user.roles });
  };
  const server: LoopbackServer = await listenOnLoopback(
    createIdmService({ store, authenticate, now: () => now }),
  );
  return {
    store,
    setClock: (ms) => {
      now = ms;
    },
    clock: () => now,
    call: async (subject, path, init = {}) => {
      const headers = new Headers(init.headers);
      if (subject !== null) headers.set('authorization', `Bearer token:${subject}`);
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(`${server.origin}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const usersPath = '/openidm/managed/alpha_user';
export const userPath = (id: string) => `${usersPath}/${encodeURIComponent(id)}`;
export const actionPath = (id: string, action: string) => `${userPath(id)}?_action=${action}`;
