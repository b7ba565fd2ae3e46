import type { PagePayload } from '@kmx/domain/view';
import type { RenderHandlers, RenderControl } from '../PageRenderer';
import type { HtmlResponse } from '../PageResponder';
import type { Timer, Timers } from '../timers';

/** Collects what a page responder sends. */
export class FakeResponse implements HtmlResponse {
  statusCode = 200;
  readonly headers = new Map<string, string>();
  readonly chunks: string[] = [];
  headersSent = false;
  destroyed = false;
  writableEnded = false;

  constructor(readonly req: { readonly path: string } = { path: '/en/some/page' }) {}

  get body(): string {
    return this.chunks.join('');
  }

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  setHeader(name: string, value: string): this {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }

  write(chunk: string | Uint8Array): boolean {
    if (this.writableEnded) throw new Error('write after end');
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }

  end(chunk?: string): this {
    if (chunk !== undefined) this.write(chunk);
    this.headersSent = true;
    this.writableEnded = true;
    return this;
  }
}

/** Timers that expire only when a test says so. */
export class FakeTimers implements Timers {
  private readonly running = new Set<() => void>();

  get pending(): number {
    return this.running.size;
  }

  start(): Timer {
    let expire: () => void = () => undefined;
    const expired = new Promise<void>((resolve) => {
      expire = resolve;
    });
    this.running.add(expire);
    return { expired, cancel: () => this.running.delete(expire) };
  }

  expireAll(): void {
    const running = [...this.running];
    this.running.clear();
    for (const expire of running) expire();
  }
}

/** A renderer whose pages are their title in a tiny document with one nonce'd script. */
function htmlOf(payload: PagePayload, nonce: string): string {
  return `<html><title>${payload.head.title}</title><script nonce="${nonce}" src="/e.js"></script></html>`;
}

export function instantRenderer(
  payload: PagePayload,
  nonce: string,
  handlers: RenderHandlers,
): RenderControl {
  handlers.shellReady(payload.status);
  const html = Buffer.from(htmlOf(payload, nonce));
  // Cut in the middle of the nonce, as a real stream may.
  const cut = html.indexOf(nonce) + 3;
  handlers.write(html.subarray(0, cut));
  handlers.write(html.subarray(cut));
  handlers.end(true);
  return { abort: () => undefined };
}

/** Renders a page the way React does when nothing has to wait: the whole page at once. */
export function wholePageRenderer(
  payload: PagePayload,
  nonce: string,
  handlers: RenderHandlers,
): RenderControl {
  handlers.whole(payload.status, htmlOf(payload, nonce));
  return { abort: () => undefined };
}

/** A renderer a test drives step by step. */
export class SteppedRenderer {
  readonly renders: { payload: PagePayload; nonce: string; handlers: RenderHandlers }[] = [];
  aborted = 0;

  readonly render = (
    payload: PagePayload,
    nonce: string,
    handlers: RenderHandlers,
  ): RenderControl => {
    this.renders.push({ payload, nonce, handlers });
    return { abort: () => (this.aborted += 1) };
  };
}

/** Lets every promise callback that is ready run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function deferred<Value>(): {
  promise: Promise<Value>;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
} {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
