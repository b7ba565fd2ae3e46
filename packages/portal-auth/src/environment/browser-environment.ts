import type { AuthEnvironment } from './AuthEnvironment';

/**
 * The environment of the page this runs in, read from the real globals when called (never at
 * import), so importing the package on the server touches no browser global.
 */
export function browserEnvironment(): AuthEnvironment {
  const scope = globalThis;
  return {
    document: scope.document,
    location: scope.location,
    localStorage: scope.localStorage,
    sessionStorage: scope.sessionStorage,
    fetch: (input, init) => scope.fetch(input, init),
    crypto: scope.crypto,
    // Web Locks exist only in secure contexts (HTTPS or localhost).
    locks: (scope.navigator.locks as LockManager | undefined) ?? undefined,
    clock: { now: () => Date.now() },
    timers: {
      setTimeout: (callback, milliseconds) => scope.setTimeout(callback, milliseconds),
      clearTimeout: (handle) => scope.clearTimeout(handle as number),
    },
    console: scope.console,
  };
}
