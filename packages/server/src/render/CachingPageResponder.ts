import { circuitBreakerDefaults } from '@kmx/adapters';
import type { Cache, CacheEntry, Clock, Logger } from '@kmx/domain/ports';
import type { PagePayload } from '@kmx/domain/view';
import { cacheFreshness, cacheFreshnesses, cacheQueryActions } from '@kmx/domain/policies';
import { newNoncePlaceholder, nonceFiller, type NonceFiller } from './nonce-filler';
import { pageCachePolicy, type PageCachePolicy } from './page-cache-policy';
import type { PageRenderer, RenderControl, RenderHandlers } from './PageRenderer';
import { isOutOfTime } from './request-deadline';
import { PageRecording, type RecordingListener } from './PageRecording';
import type {
  CachedResponse,
  HtmlResponse,
  PageResponder,
  PageResponse,
  ProducedPage,
} from './PageResponder';
import type { Timers } from './timers';

/**
 * A rendered page as kept: its HTML cut where the nonce goes, so putting a response's nonce in is
 * a join, and no response's nonce is ever stored. A render's parts are text; a copy read from the
 * shared tier has them as the bytes it was sent (`cachedPageCodec`).
 */
export interface CachedPage {
  readonly status: number;
  readonly parts: readonly (string | Uint8Array)[];
}

/** What the `x-page-cache` header says about a response. */
export type PageCacheStatus = 'hit' | 'miss' | 'stale' | 'bypass';

const pageCacheHeader = 'x-page-cache';

/**
 * `Retry-After` of the error page sent when loading ran out of time: the content service's
 * circuit lets a probe through again after its cool-down, so asking sooner finds it as it was.
 */
export const retryAfterSeconds = Math.ceil(circuitBreakerDefaults.coolDownMs / 1000);

export interface CachingPageResponderOptions {
  readonly render: PageRenderer;
  /** `null`: no page cache (`PAGE_CACHE=off`), every request loads and renders its own page. */
  readonly store: Cache<CachedPage> | null;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly logger: Logger;
  readonly policy?: PageCachePolicy;
}

/** One page being loaded and rendered for a key, shared by every request that misses meanwhile. */
interface Fill {
  readonly startedAt: number;
  readonly recorded: Promise<{ produced: ProducedPage; recording: PageRecording }>;
}

type Outcome<Value> =
  | { readonly kind: 'done'; readonly value: Value }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'late' };

/**
 * The whole-page cache (DESIGN.md "Speed and resilience by design").
 *
 * - A fresh copy is sent as a string with this response's nonce put in (`hit`).
 * - On a miss the page is loaded once however many requests ask for it meanwhile; its render is
 *   streamed to each of them as it comes (teed into a recording), and kept when it is a complete
 *   status-200 page its loader called cacheable (`miss`).
 * - Loading has a time budget (the request's own, from its arrival, when it has one): a failure
 *   or an overrun sends the stale copy when there is one (`stale`), else the error page, with
 *   status 500 for a failure and 503 with `Retry-After` for an overrun; the load goes on and fills
 *   the cache.
 * - `cache=false` and pages without a key are rendered for this request alone (`bypass`);
 *   `cache=clear` empties the cache first.
 * Pages are rendered with a placeholder for the nonce, which each response replaces with its own.
 */
export class CachingPageResponder implements PageResponder {
  private readonly options: CachingPageResponderOptions;
  private readonly policy: PageCachePolicy;
  private readonly placeholder = newNoncePlaceholder();
  private readonly fills = new Map<string, Fill>();
  private readonly encoded = new WeakMap<CachedPage, readonly Uint8Array[]>();
  private readonly purgedFills = new WeakSet<Fill>();

  constructor(options: CachingPageResponderOptions) {
    this.options = options;
    this.policy = options.policy ?? pageCachePolicy;
  }

  async respond(page: PageResponse): Promise<void> {
    const { key } = page;
    if (
      key === null ||
      page.cacheMode === cacheQueryActions.bypass ||
      this.options.store === null
    ) {
      return this.respondAlone(page, 'bypass');
    }
    if (page.cacheMode === cacheQueryActions.clear) await this.clear();
    const entry = await this.read(key);
    if (entry !== null && this.isFresh(entry)) return this.sendCached(page, entry.value, 'hit');

    const { fill, leads } = this.fillFor(key, page.produce);
    const outcome = await this.withinBudget(fill.recorded, page.deadline);
    if (outcome.kind !== 'done') return this.fallBack(page, entry, outcome, 'miss');
    const { produced, recording } = outcome.value;
    // A page its loader would not share may differ between visitors: each loads their own.
    if (!leads && !produced.cacheable) return this.respondAlone(page, 'miss');
    return this.send(page, recording, 'miss');
  }

  async respondFromCache(key: string, prepare: () => CachedResponse): Promise<boolean> {
    const entry = await this.read(key);
    if (entry === null || !this.isFresh(entry)) return false;
    this.sendCached(prepare(), entry.value, 'hit');
    return true;
  }

  async purge(isPurged: (key: string) => boolean): Promise<void> {
    // A fill under way may have loaded the data before the change: it must not be kept.
    for (const [key, fill] of [...this.fills]) {
      if (!isPurged(key)) continue;
      this.purgedFills.add(fill);
      this.fills.delete(key);
    }
    const { store } = this.options;
    if (store === null) return;
    try {
      const doomed: string[] = [];
      for await (const key of store.keys()) if (isPurged(key)) doomed.push(key);
      await Promise.all(doomed.map((key) => store.delete(key)));
    } catch (error) {
      this.options.logger.warn('page cache purge failed', { error });
    }
  }

  private async respondAlone(page: PageResponse, status: PageCacheStatus): Promise<void> {
    const outcome = await this.withinBudget(Promise.resolve().then(page.produce), page.deadline);
    if (outcome.kind !== 'done') return this.fallBack(page, null, outcome, status);
    return this.renderFor(page, outcome.value.payload, status);
  }

  /**
   * Renders a page for this response alone, with its own nonce and straight into it: no other
   * request waits for it and nothing keeps it, so there is no placeholder to cut and fill.
   */
  private renderFor(
    page: PageResponse,
    payload: PagePayload,
    status: PageCacheStatus,
    errorPageOnFailure = true,
  ): Promise<void> {
    return new Promise((resolve) => {
      let finished = false;
      let cancelTimer = (): void => undefined;
      const settle = () => {
        finished = true;
        cancelTimer();
      };
      const onEnd = () => {
        settle();
        resolve();
      };
      const onShellFailed = () => {
        settle();
        if (errorPageOnFailure) void this.sendErrorPage(page, status).then(resolve);
        else {
          sendPlainError(page.response);
          resolve();
        }
      };
      const control = this.options.render(
        payload,
        page.nonce,
        sentTo(page.response, status, onShellFailed, onEnd),
      );
      // A page rendered whole has ended already; only a streamed one can overrun its budget.
      if (!finished) cancelTimer = this.abortWhenLate(control, () => finished);
    });
  }

  private fillFor(
    key: string,
    produce: () => Promise<ProducedPage>,
  ): { fill: Fill; leads: boolean } {
    const now = this.options.clock.now();
    const running = this.fills.get(key);
    if (running !== undefined && now - running.startedAt < this.policy.lockReclaimMs) {
      return { fill: running, leads: false };
    }
    // A fill that overran its reclaim time (an upstream that never answers) no longer blocks the key.
    const recorded = Promise.resolve()
      .then(produce)
      .then((produced) => ({ produced, recording: this.record(produced.payload) }));
    const fill: Fill = { startedAt: now, recorded };
    this.fills.set(key, fill);
    void recorded
      .then(async ({ produced, recording }) => {
        const outcome = await recording.outcome;
        if (!this.purgedFills.has(fill)) await this.keep(key, produced, outcome);
      })
      .catch(() => undefined) // the requests waiting for it report the failure
      .finally(() => {
        if (this.fills.get(key) === fill) this.fills.delete(key);
      });
    return { fill, leads: true };
  }

  private async keep(
    key: string,
    produced: ProducedPage,
    outcome: Awaited<PageRecording['outcome']>,
  ): Promise<void> {
    // A visitor's own page (`personal`) is never kept, even one its loader called cacheable: the
    // store may be the tier every instance shares.
    if (!produced.cacheable || produced.personal === true || produced.payload.status !== 200) {
      return;
    }
    if (outcome.kind !== 'complete' || outcome.status !== 200) return;
    const value: CachedPage = { status: 200, parts: outcome.parts };
    try {
      await this.options.store?.set(key, { value, storedAt: this.options.clock.now() });
    } catch (error) {
      this.options.logger.warn('page cache write failed', { key, error });
    }
  }

  /** Renders a page with the nonce placeholder, within the time budget. */
  private record(payload: PagePayload): PageRecording {
    const recording = new PageRecording(this.placeholder);
    const control = this.options.render(payload, this.placeholder, recording);
    if (!recording.finished) {
      const cancel = this.abortWhenLate(control, () => recording.finished);
      void recording.outcome.then(cancel);
    }
    return recording;
  }

  /** Stops a render still going when its time budget is spent; the returned call ends the wait. */
  private abortWhenLate(control: RenderControl, finished: () => boolean): () => void {
    const timer = this.options.timers.start(this.policy.renderBudgetMs);
    void timer.expired.then(() => {
      if (finished()) return;
      this.options.logger.warn('page render ran out of time', {
        budgetMs: this.policy.renderBudgetMs,
      });
      control.abort();
    });
    return () => timer.cancel();
  }

  /** The request's own deadline when it has one (its look-ups spent part of it already). */
  private async withinBudget<Value>(
    work: Promise<Value>,
    deadline: Promise<void> | undefined,
  ): Promise<Outcome<Value>> {
    const timer =
      deadline === undefined ? this.options.timers.start(this.policy.renderBudgetMs) : null;
    const expired = timer?.expired ?? deadline ?? new Promise<void>(() => undefined);
    try {
      return await Promise.race<Outcome<Value>>([
        work.then(
          (value) => ({ kind: 'done', value }),
          // A look-up that ran out of the request's time is as late as the load itself.
          (error: unknown) => (isOutOfTime(error) ? { kind: 'late' } : { kind: 'failed', error }),
        ),
        expired.then(() => ({ kind: 'late' })),
      ]);
    } finally {
      timer?.cancel();
    }
  }

  private async fallBack(
    page: PageResponse,
    stale: CacheEntry<CachedPage> | null,
    outcome: Exclude<Outcome<unknown>, { kind: 'done' }>,
    status: PageCacheStatus,
  ): Promise<void> {
    // A failed load has been logged where it failed (with spec 8's rule for empty errors); here
    // only what the visitor gets instead is told, and a load that ran out of time.
    const reason =
      outcome.kind === 'late' ? { budgetMs: this.policy.renderBudgetMs } : { loadFailed: true };
    if (stale !== null) {
      this.options.logger.warn('page load did not finish, sending the stale copy', {
        key: page.key,
        ...reason,
      });
      return this.sendCached(page, stale.value, 'stale');
    }
    this.options.logger.warn('page load did not finish, sending the error page', {
      key: page.key,
      ...reason,
    });
    return this.sendErrorPage(page, status, outcome.kind === 'late');
  }

  /**
   * `unavailable`: the load ran out of time (an upstream that does not answer), so the error page
   * says 503 and when to try again rather than 500.
   */
  private sendErrorPage(
    page: PageResponse,
    status: PageCacheStatus,
    unavailable = false,
  ): Promise<void> {
    const payload = page.errorPage();
    if (!unavailable) return this.renderFor(page, payload, status, false);
    if (!page.response.headersSent) {
      page.response.setHeader('retry-after', String(retryAfterSeconds));
    }
    return this.renderFor(page, { ...payload, status: 503 }, status, false);
  }

  /** Streams a recording to this response, with its nonce; settles when the response has ended. */
  private send(
    page: PageResponse,
    recording: PageRecording,
    status: PageCacheStatus,
  ): Promise<void> {
    return new Promise((resolve) => {
      const onShellFailed = () => void this.sendErrorPage(page, status).then(resolve);
      recording.subscribe(streamTo(page, this.placeholder, status, onShellFailed, resolve));
    });
  }

  private sendCached(page: CachedResponse, cached: CachedPage, status: PageCacheStatus): void {
    const { response } = page;
    if (response.headersSent || !isOpen(response)) return;
    const parts = this.encodedParts(cached);
    const nonce = Buffer.from(page.nonce, 'utf8');
    const pieces = parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
    startHtml(response, cached.status, status);
    const body = Buffer.concat(pieces);
    response.setHeader('content-length', String(body.length));
    response.write(body);
    response.end();
  }

  /** A kept page's parts as bytes, encoded once per kept copy rather than once per hit. */
  private encodedParts(cached: CachedPage): readonly Uint8Array[] {
    const known = this.encoded.get(cached);
    if (known !== undefined) return known;
    const parts = cached.parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'utf8') : part,
    );
    this.encoded.set(cached, parts);
    return parts;
  }

  private isFresh(entry: CacheEntry<CachedPage>): boolean {
    return (
      cacheFreshness(entry.storedAt, this.options.clock.now(), this.policy) ===
      cacheFreshnesses.fresh
    );
  }

  /** A cache that fails (a shared tier that is down) counts as empty: pages are still rendered. */
  private async read(key: string): Promise<CacheEntry<CachedPage> | null> {
    try {
      return (await this.options.store?.get(key)) ?? null;
    } catch (error) {
      this.options.logger.warn('page cache read failed', { key, error });
      return null;
    }
  }

  private async clear(): Promise<void> {
    try {
      await this.options.store?.clear();
    } catch (error) {
      this.options.logger.warn('page cache clear failed', { error });
    }
  }
}

function startHtml(response: HtmlResponse, code: number, status: PageCacheStatus): void {
  response.status(code);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader(pageCacheHeader, status);
}

/**
 * A whole page sent with its length, so Node sends headers and body in one write rather than as
 * chunks (`compression` drops the length when it compresses). Written as a string: Node encodes
 * it straight into the socket's write, where a `Buffer` of it first was a copy and more garbage.
 * Given to `end`: a `write` first corks the socket until the next tick, and the page then goes
 * out through a gathered write with the empty end, which cost more than the render's send.
 */
function sendWhole(
  response: HtmlResponse,
  code: number,
  status: PageCacheStatus,
  html: string,
): void {
  if (response.headersSent || !isOpen(response)) return;
  startHtml(response, code, status);
  response.setHeader('content-length', String(Buffer.byteLength(html, 'utf8')));
  response.end(html);
}

function isOpen(response: HtmlResponse): boolean {
  return !response.destroyed && !response.writableEnded;
}

/** The last resort when not even the error page renders. */
function sendPlainError(response: HtmlResponse): void {
  if (response.headersSent || !isOpen(response)) return;
  response.status(500);
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.write('Sorry, something went wrong');
  response.end();
}

/** Sends a render made for this response alone, as it comes. */
function sentTo(
  response: HtmlResponse,
  status: PageCacheStatus,
  onShellFailed: () => void,
  onEnd: () => void,
): RenderHandlers {
  return {
    shellReady(code) {
      if (!response.headersSent) startHtml(response, code, status);
    },
    shellFailed: onShellFailed,
    write(chunk) {
      // A visitor who left stops getting bytes. A copy: React may reuse its buffer after the
      // write returns, while the socket may still hold it.
      if (chunk.length > 0 && isOpen(response)) response.write(Buffer.from(chunk));
    },
    flush: () => flushed(response),
    end() {
      if (isOpen(response)) response.end();
      onEnd();
    },
    whole(code, html) {
      sendWhole(response, code, status, html);
      onEnd();
    },
  };
}

/** `compression` adds `flush`; without it the bytes are on their way already. */
function flushed(response: HtmlResponse): void {
  const { flush } = response as { flush?: unknown };
  if (typeof flush === 'function' && isOpen(response)) flush.call(response);
}

/** Sends a recording's render to one response, the placeholder filled with its nonce. */
function streamTo(
  page: PageResponse,
  placeholder: string,
  status: PageCacheStatus,
  onShellFailed: () => void,
  onEnd: () => void,
): RecordingListener {
  const { response } = page;
  const sent = sentTo(response, status, onShellFailed, onEnd);
  let filler: NonceFiller | undefined;
  // The filler's bytes are its own copy already, so they go out as they are.
  const write = (bytes: Buffer) => {
    // A visitor who left stops getting bytes; the render goes on for the others and the cache.
    if (bytes.length > 0 && isOpen(response)) response.write(bytes);
  };
  return {
    ...sent,
    shellFailed: onShellFailed,
    write: (chunk) => write((filler ??= nonceFiller(placeholder, page.nonce)).push(chunk)),
    end(complete) {
      if (filler !== undefined) write(filler.end());
      sent.end(complete);
    },
    whole: (code, parts) => sent.whole(code, parts.join(page.nonce)),
  };
}
