/** A started timer: `expired` settles when its time is up, unless it was cancelled first. */
export interface Timer {
  readonly expired: Promise<void>;
  cancel(): void;
}

/** Starts timers; tests pass one they expire by hand, so no test waits on the wall clock. */
export interface Timers {
  start(ms: number): Timer;
}

export const systemTimers: Timers = {
  start(ms) {
    let handle: NodeJS.Timeout | undefined;
    const expired = new Promise<void>((resolve) => {
      handle = setTimeout(resolve, ms);
      // A pending budget must not keep a stopping process alive.
      handle.unref();
    });
    return { expired, cancel: () => clearTimeout(handle) };
  },
};
