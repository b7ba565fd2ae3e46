import { vi } from 'vitest';
import type { PortalAuthConfig } from '../config/auth-config';
import type { AuthEnvironment, NamedLocks } from '../environment/AuthEnvironment';
import { FakeClock } from './FakeClock';
import { FakeFrameDocument } from './FakeFrames';
import type { FakeProvider } from './FakeProvider';
import { testBaseUrl, testClientId, testOrigin } from './FakeProvider';
import { MemoryStorage } from './MemoryStorage';

/** The portal's configuration against the fake provider. */
export const testConfig: PortalAuthConfig = {
  serverConfig: { baseUrl: testBaseUrl, timeout: 3000 },
  realmPath: 'alpha',
  clientId: testClientId,
  scope: 'openid profile email fr:idm:*',
  redirectUri: `${testOrigin}/en/callback`,
  timeout: 3000,
  oauthThreshold: 180_000,
};

/** Web Locks in memory: tasks under one name run one after the other. */
export class MemoryLocks implements NamedLocks {
  readonly names: string[] = [];
  private readonly queues = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: () => T): Promise<Awaited<T>> {
    this.names.push(name);
    const before = this.queues.get(name) ?? Promise.resolve();
    const result = before.then(
      () => callback(),
      () => callback(),
    ) as Promise<Awaited<T>>;
    this.queues.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  }
}

export interface FakeBrowser {
  readonly environment: AuthEnvironment;
  readonly clock: FakeClock;
  readonly localStorage: MemoryStorage;
  readonly sessionStorage: MemoryStorage;
  readonly frames: FakeFrameDocument;
  readonly locks: MemoryLocks;
  /** Where the page was sent with `location.assign`, in order. */
  readonly assigned: string[];
  readonly console: {
    readonly [Level in 'debug' | 'info' | 'warn' | 'error']: ReturnType<typeof vi.fn>;
  };
}

export interface FakeBrowserOptions {
  readonly clock?: FakeClock;
  /** The page's address; default the portal's dashboard. */
  readonly href?: string;
  /** Without Web Locks, as in a browser that lacks them. */
  readonly withoutLocks?: boolean;
  /** Another tab of the same browser shares local storage and Web Locks. */
  readonly localStorage?: MemoryStorage;
  readonly locks?: MemoryLocks;
  /** The next page load in the same tab keeps session storage. */
  readonly sessionStorage?: MemoryStorage;
}

/**
 * A browser page at the environment boundary: storages, frames, a location that records where
 * it is sent, fake timers and the provider's fake `fetch`. Frames are answered by the provider
 * unless a test sets `frames.onAppend` itself.
 */
export function fakeBrowser(provider: FakeProvider, options: FakeBrowserOptions = {}): FakeBrowser {
  const clock = options.clock ?? new FakeClock();
  const localStorage = options.localStorage ?? new MemoryStorage();
  const sessionStorage = options.sessionStorage ?? new MemoryStorage();
  const frames = new FakeFrameDocument();
  frames.onAppend = (frame) => {
    void provider.authorize(frame.src).then((href) => frame.load(href));
  };
  const locks = options.locks ?? new MemoryLocks();
  const assigned: string[] = [];
  const href = options.href ?? `${testOrigin}/en/mykomax/tickets/list?mine=1`;
  const console = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const environment: AuthEnvironment = {
    document: frames.asDocument(),
    location: {
      href,
      origin: new URL(href).origin,
      assign: (url: string | URL) => {
        assigned.push(String(url));
      },
    },
    localStorage,
    sessionStorage,
    fetch: provider.fetch,
    crypto: globalThis.crypto,
    locks: options.withoutLocks === true ? undefined : locks,
    clock,
    timers: clock,
    console,
  };
  return { environment, clock, localStorage, sessionStorage, frames, locks, assigned, console };
}
