import type { RenderHandlers } from './PageRenderer';

/** Someone sent a recorded render: gets the part already recorded at once, then the rest live. */
export interface RecordingListener {
  shellReady(status: number): void;
  shellFailed(): void;
  write(chunk: Buffer): void;
  flush(): void;
  end(complete: boolean): void;
  /**
   * The whole page, complete, in one piece (nothing was sent of it before), cut where the nonce
   * goes.
   */
  whole(status: number, parts: readonly string[]): void;
}

/** How a render ended: its whole HTML, cut where the nonce goes, when nothing failed. */
export type RecordingOutcome =
  | { readonly kind: 'complete'; readonly status: number; readonly parts: readonly string[] }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'shell-failed' };

type State =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'streaming'; readonly status: number }
  | { readonly kind: 'ended'; readonly status: number; readonly complete: boolean }
  | { readonly kind: 'whole'; readonly status: number; readonly parts: readonly string[] }
  | { readonly kind: 'shell-failed' };

/**
 * One render's output, kept as it streams, so every visitor waiting for the same page is sent
 * all of it while it is still being rendered (the render is teed, not awaited), and the cache
 * gets the whole HTML at the end. The HTML is cut at the nonce placeholder once, for every response
 * and the cache.
 */
export class PageRecording implements RenderHandlers {
  private readonly placeholder: string;
  private state: State = { kind: 'waiting' };
  private readonly chunks: Buffer[] = [];
  private readonly listeners = new Set<RecordingListener>();
  private settle: (outcome: RecordingOutcome) => void = () => undefined;
  /** Settles when the render has ended, however it ended. */
  readonly outcome: Promise<RecordingOutcome> = new Promise((resolve) => {
    this.settle = resolve;
  });

  /** @param placeholder what the page was rendered with in place of the nonce */
  constructor(placeholder: string) {
    this.placeholder = placeholder;
  }

  get finished(): boolean {
    const { kind } = this.state;
    return kind === 'ended' || kind === 'whole' || kind === 'shell-failed';
  }

  subscribe(listener: RecordingListener): void {
    const { state } = this;
    if (state.kind === 'shell-failed') {
      listener.shellFailed();
      return;
    }
    if (state.kind === 'whole') {
      listener.whole(state.status, state.parts);
      return;
    }
    if (state.kind !== 'waiting') {
      listener.shellReady(state.status);
      for (const chunk of this.chunks) listener.write(chunk);
    }
    if (state.kind === 'ended') listener.end(state.complete);
    else this.listeners.add(listener);
  }

  shellReady(status: number): void {
    if (this.state.kind !== 'waiting') return;
    this.state = { kind: 'streaming', status };
    for (const listener of this.listeners) listener.shellReady(status);
  }

  shellFailed(): void {
    if (this.finished) return;
    this.state = { kind: 'shell-failed' };
    for (const listener of this.listeners) listener.shellFailed();
    this.listeners.clear();
    this.settle({ kind: 'shell-failed' });
  }

  write(chunk: Uint8Array): void {
    if (this.state.kind !== 'streaming') return;
    // React may reuse its buffer after the write returns.
    const copy = Buffer.from(chunk);
    this.chunks.push(copy);
    for (const listener of this.listeners) listener.write(copy);
  }

  flush(): void {
    for (const listener of this.listeners) listener.flush();
  }

  whole(status: number, html: string): void {
    if (this.state.kind !== 'waiting') return;
    const parts = html.split(this.placeholder);
    this.state = { kind: 'whole', status, parts };
    for (const listener of this.listeners) listener.whole(status, parts);
    this.listeners.clear();
    this.settle({ kind: 'complete', status, parts });
  }

  end(complete: boolean): void {
    if (this.state.kind !== 'streaming') return;
    const { status } = this.state;
    this.state = { kind: 'ended', status, complete };
    for (const listener of this.listeners) listener.end(complete);
    this.listeners.clear();
    this.settle(
      complete
        ? {
            kind: 'complete',
            status,
            parts: Buffer.concat(this.chunks).toString('utf8').split(this.placeholder),
          }
        : { kind: 'incomplete' },
    );
  }
}
