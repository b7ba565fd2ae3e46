import type { Clock } from '@kmx/domain/ports';
import type { Timers } from '../environment/AuthEnvironment';

/** Lets promise callbacks queued so far run, using the real event loop (not a wall-clock wait). */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** 15 January 2026, 09:00 UTC: the start of every fake clock. */
const startTime = Date.UTC(2026, 0, 15, 9, 0, 0);

/** A clock and timers that move only when a test says so. */
export class FakeClock implements Clock, Timers {
  private time: number;
  private nextHandle = 1;
  private readonly tasks = new Map<number, { readonly at: number; readonly run: () => void }>();

  constructor(start = startTime) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, milliseconds: number): unknown {
    const handle = this.nextHandle++;
    this.tasks.set(handle, { at: this.time + milliseconds, run: callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.tasks.delete(handle as number);
  }

  /** Timers set and neither run nor cleared. */
  get pendingTimers(): number {
    return this.tasks.size;
  }

  /** Moves the clock on, running each timer that falls due on the way, in order. */
  async advance(milliseconds: number): Promise<void> {
    const end = this.time + milliseconds;
    for (;;) {
      await settle();
      const due = [...this.tasks.entries()]
        .filter(([, task]) => task.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (due === undefined) break;
      const [handle, task] = due;
      this.tasks.delete(handle);
      this.time = Math.max(this.time, task.at);
      task.run();
    }
    this.time = end;
    await settle();
  }
}
