import type { Clock, ProtectedFilePage, ProtectedMedia } from '@kmx/domain/ports';

export interface ProtectedFileIndexOptions {
  readonly source: ProtectedMedia;
  readonly clock: Clock;
  /** How long an answer of the content service is used before it is asked again. */
  readonly lifetimeMs?: number;
}

/** A page made protected reaches its files within a minute, as pages reach the data cache. */
const defaultLifetimeMs = 60_000;

type Lookup = ReadonlyMap<string, readonly ProtectedFilePage[]>;

/** Keys compare without case: an upstream that ignores it must not open a file by a capital. */
function keyOf(path: string): string {
  return path.toLowerCase();
}

/**
 * Which pages a media file belongs to, when only protected pages offer it: the content service's
 * whole list, kept in memory. Once one list has arrived, a lookup never waits: an old list is used
 * while a new one is fetched, and kept when the content service fails. Only the very first lookup
 * waits, and fails (closed: the file is not sent) while no list ever arrived.
 */
export class ProtectedFileIndex {
  private readonly options: ProtectedFileIndexOptions;
  private readonly lifetimeMs: number;
  private current: { readonly lookup: Lookup; readonly fetchedAt: number } | null = null;
  private refreshing: Promise<Lookup> | null = null;

  constructor(options: ProtectedFileIndexOptions) {
    this.options = options;
    this.lifetimeMs = options.lifetimeMs ?? defaultLifetimeMs;
  }

  /** The protected pages that offer the file at `path` (`/media/…`); none for anyone's file. */
  async pagesOf(path: string): Promise<readonly ProtectedFilePage[]> {
    const lookup = await this.lookup();
    return lookup.get(keyOf(path)) ?? [];
  }

  private lookup(): Promise<Lookup> {
    const { current } = this;
    if (current === null) return this.refresh();
    if (this.options.clock.now() - current.fetchedAt >= this.lifetimeMs) {
      // The content service's failure is already logged by its adapter; the old list stays.
      this.refresh().catch(() => undefined);
    }
    return Promise.resolve(current.lookup);
  }

  private refresh(): Promise<Lookup> {
    this.refreshing ??= this.fetch().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async fetch(): Promise<Lookup> {
    const files = await this.options.source.protectedFiles();
    const lookup = new Map<string, readonly ProtectedFilePage[]>();
    for (const file of files) {
      lookup.set(keyOf(file.url), [...(lookup.get(keyOf(file.url)) ?? []), ...file.pages]);
    }
    this.current = { lookup, fetchedAt: this.options.clock.now() };
    return lookup;
  }
}
