import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSignIn, demoUsers, sandboxIdentityIssuerPath, type DemoTokens } from '@kmx/sandbox';
import { loadConfig } from '../../config/config';
import { startServer, type RunningServer } from '../../start-server';

const clientDirectory = new URL('../../../dist/client/', import.meta.url);

export interface OpenidmAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface OpenidmCall {
  readonly method?: string;
  /** The access token sent as Bearer; none sends no `Authorization`. */
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface OpenidmProduct {
  /** Where the server listens (`127.0.0.1`). */
  readonly url: string;
  /** The origin it names itself by, that of its identity provider. */
  readonly origin: string;
  /** The identity provider's issuer. */
  readonly issuer: string;
  /** Signs a demo user in at the product's provider, as the portal does. */
  signIn(subject: string): Promise<DemoTokens>;
  /** Asks `/openidm{path}` on the product. */
  openidm(path: string, call?: OpenidmCall): Promise<OpenidmAnswer>;
  close(): Promise<void>;
}

/**
 * The product started as a test's own: a fresh data directory (so the identity-management data is
 * the demo data, whatever another test changed), the embedded provider, the given variables.
 */
export async function startOpenidmProduct(
  environment: Readonly<Record<string, string>> = {},
): Promise<OpenidmProduct> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'openidm-'));
  let server: RunningServer;
  try {
    server = await startServer(
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'silent',
        SANDBOX_DATA_DIR: dataDirectory,
        ...environment,
      }),
      { clientDirectory },
    );
  } catch (error) {
    rmSync(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  const url = server.url;
  const origin = `http://localhost:${new URL(url).port}`;
  const issuer = `${origin}${sandboxIdentityIssuerPath}`;
  return {
    url,
    origin,
    issuer,
    signIn(subject) {
      const user = demoUsers.find((candidate) => candidate.subject === subject);
      if (user === undefined) throw new Error(`No demo user ${subject}`);
      return demoSignIn({
        issuer,
        clientId: 'kmx-portal',
        redirectUri: `${origin}/en/callback`,
        user,
      });
    },
    async openidm(path, call = {}) {
      const headers = new Headers(call.headers);
      if (call.token !== undefined) headers.set('authorization', `Bearer ${call.token}`);
      if (call.body !== undefined) headers.set('content-type', 'application/json');
      const response = await fetch(`${url}/openidm${path}`, {
        method: call.method ?? 'GET',
        headers,
        ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Not JSON (the "starting" answer): the text itself.
      }
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      await server.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
