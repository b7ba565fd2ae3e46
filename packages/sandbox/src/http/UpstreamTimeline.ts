/** One call as a service saw it: when it came and when it was answered, as numbers of one sequence. */
interface CallSpan {
  readonly call: string;
  readonly arrived: number;
  answered: number | null;
}

/**
 * The order in which the measured services' calls came and were answered (`npm run bench`, and
 * the tests of cold pages). Events are numbered, not timed: a call that came after another was
 * answered may have waited for it, calls that overlapped did not wait for each other.
 */
export class UpstreamTimeline {
  private spans: CallSpan[] = [];
  private events = 0;

  /** Notes a call's arrival; the function returned notes its answer. */
  arrive(call: string): () => void {
    const span: CallSpan = { call, arrived: this.next(), answered: null };
    this.spans.push(span);
    return () => {
      span.answered ??= this.next();
    };
  }

  /**
   * The longest chain of calls, each arriving after the one before it was answered: how many
   * round trips one after another the calls took at least. Calls whose name starts with one of
   * `leaving` are left out (the system data, which a warm process holds).
   */
  rounds(leaving: readonly string[] = []): number {
    const spans = this.spans.filter(
      (span) => !leaving.some((prefix) => span.call.startsWith(prefix)),
    );
    const depth = new Map<CallSpan, number>();
    for (const span of [...spans].sort((a, b) => a.arrived - b.arrived)) {
      let before = 0;
      for (const [earlier, rounds] of depth) {
        if (earlier.answered !== null && earlier.answered < span.arrived) {
          before = Math.max(before, rounds);
        }
      }
      depth.set(span, before + 1);
    }
    return Math.max(0, ...depth.values());
  }

  clear(): void {
    this.spans = [];
  }

  private next(): number {
    this.events += 1;
    return this.events;
  }
}
