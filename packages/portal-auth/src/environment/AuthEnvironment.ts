import type { Clock } from '@kmx/domain/ports';

/** Web Locks (`navigator.locks`), reduced to the one call the renewal lock makes. */
export interface NamedLocks {
  request<T>(name: string, callback: () => T): Promise<Awaited<T>>;
}

export interface Timers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The console methods the logger writes to. */
export type LogConsole = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * Every browser global the sign-in client touches, in one object, so tests put fakes at this
 * boundary and the code never reaches `window` on its own. `browserEnvironment()` builds the real one.
 */
export interface AuthEnvironment {
  /** Only creates the hidden silent-renewal frame and appends it to the body. */
  readonly document: Pick<Document, 'createElement' | 'body'>;
  readonly location: Pick<Location, 'href' | 'origin' | 'assign'>;
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  readonly fetch: typeof fetch;
  readonly crypto: Pick<Crypto, 'getRandomValues' | 'subtle'>;
  /** `navigator.locks`, when the browser has Web Locks. */
  readonly locks: NamedLocks | undefined;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly console: LogConsole;
}
