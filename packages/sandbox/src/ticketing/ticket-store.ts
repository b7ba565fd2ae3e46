import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { StoredTicket, TicketFile } from './ticketing-data';

/** What a change gives back: the answer for the caller, and the new list when something changed. */
export interface StoreChange<Result> {
  readonly result: Result;
  readonly tickets?: readonly StoredTicket[];
}

let temporaryFileCount = 0;

/**
 * The tickets, kept in one JSON file so they survive a restart. The file is read once and written
 * whole after every change: to a temporary file first, then renamed over the old one, so a crash
 * never leaves half a file. Changes run one after another, so two writes never interleave and no
 * change is lost. A missing file starts from the seed and is written at once.
 */
export class TicketStore {
  private current: Promise<readonly StoredTicket[]> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly seed: TicketFile,
  ) {}

  tickets(): Promise<readonly StoredTicket[]> {
    if (this.current === null) {
      this.current = this.load();
      // A failed read is not remembered: the next request tries again.
      this.current.catch(() => {
        this.current = null;
      });
    }
    return this.current;
  }

  change<Result>(
    apply: (tickets: readonly StoredTicket[]) => StoreChange<Result>,
  ): Promise<Result> {
    const next = this.queue.then(async () => {
      const { result, tickets } = apply(await this.tickets());
      if (tickets !== undefined) {
        await this.write(tickets);
        this.current = Promise.resolve(tickets);
      }
      return result;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async load(): Promise<readonly StoredTicket[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await this.write(this.seed.tickets);
      return this.seed.tickets;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`The ticket data file ${this.file} is not JSON`, { cause: error });
    }
    const tickets = (parsed as Partial<TicketFile> | null)?.tickets;
    if (!Array.isArray(tickets)) {
      throw new Error(`The ticket data file ${this.file} holds no "tickets" list`);
    }
    return tickets as readonly StoredTicket[];
  }

  private async write(tickets: readonly StoredTicket[]): Promise<void> {
    temporaryFileCount += 1;
    const temporary = `${this.file}.${process.pid}.${temporaryFileCount}.tmp`;
    const file: TicketFile = { tickets };
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, 'utf8');
    await rename(temporary, this.file);
  }
}
