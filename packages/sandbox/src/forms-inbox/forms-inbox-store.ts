import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One submission as the inbox received it. */
export interface InboxEntry {
  /** The `idempotency-key` header it came with: a repeat with the same key is not kept again. */
  readonly idempotencyKey: string;
  /** When the inbox received it (ISO 8601, the inbox's clock). */
  readonly receivedAt: string;
  /** The JSON body as it was posted. */
  readonly submission: Readonly<Record<string, unknown>>;
}

export interface InboxStoreOptions {
  /**
   * A JSON-lines file the entries are appended to and read back from at start, so the inbox
   * (and its idempotency) survives a restart of the product it is embedded in. Unset: memory only.
   */
  readonly file?: string;
  /** How many entries are kept, newest first; older ones are forgotten (a developer's inbox). */
  readonly limit?: number;
}

const defaultLimit = 1000;

function isEntry(value: unknown): value is InboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['idempotencyKey'] === 'string' &&
    typeof record['receivedAt'] === 'string' &&
    typeof record['submission'] === 'object' &&
    record['submission'] !== null
  );
}

/** A line that is not a whole entry (a write cut short) is skipped, not fatal. */
function readEntries(file: string): InboxEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (line.trim() === '') return [];
      try {
        const value: unknown = JSON.parse(line);
        return isEntry(value) ? [value] : [];
      } catch {
        return [];
      }
    });
}

/** What the forms inbox received, oldest first inside, handed out newest first. */
export class InboxStore {
  private entries: InboxEntry[];
  private readonly keys = new Set<string>();
  private readonly file: string | undefined;
  private readonly limit: number;

  constructor(options: InboxStoreOptions = {}) {
    this.file = options.file;
    this.limit = options.limit ?? defaultLimit;
    this.entries = this.file === undefined ? [] : readEntries(this.file).slice(-this.limit);
    for (const entry of this.entries) this.keys.add(entry.idempotencyKey);
    if (this.file !== undefined) {
      mkdirSync(dirname(this.file), { recursive: true });
      // Rewritten once at start, so the file never grows past the limit across restarts.
      writeFileSync(this.file, this.entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    }
  }

  has(idempotencyKey: string): boolean {
    return this.keys.has(idempotencyKey);
  }

  /** Keeps the entry; false (and nothing kept) when its key was received before. */
  add(entry: InboxEntry): boolean {
    if (this.keys.has(entry.idempotencyKey)) return false;
    this.entries.push(entry);
    this.keys.add(entry.idempotencyKey);
    if (this.file !== undefined) appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    while (this.entries.length > this.limit) {
      const dropped = this.entries.shift();
      if (dropped !== undefined) this.keys.delete(dropped.idempotencyKey);
    }
    return true;
  }

  /** Newest first. */
  list(): readonly InboxEntry[] {
    return [...this.entries].reverse();
  }
}
