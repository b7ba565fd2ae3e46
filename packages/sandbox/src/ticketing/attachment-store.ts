import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StoredAttachment } from './ticketing-data';
import type { TicketCaller } from './ticketing-identity';

/** Spec portal 5: at most 100 MB a file. */
export const attachmentMaxBytes = 104_857_600;

/** An attachment with whose it is: uploaded by one user of one organisation, then linked once. */
export interface AttachmentRecord extends StoredAttachment {
  readonly organisationId: string;
  readonly uploaderSubject: string;
  /** `pending` until a new ticket or a comment names it, `linked` after. */
  readonly state: 'pending' | 'linked';
}

export type ReceiveOutcome =
  | { readonly kind: 'saved'; readonly attachment: StoredAttachment }
  | { readonly kind: 'empty' }
  | { readonly kind: 'tooLarge' };

export interface OpenAttachment {
  readonly attachment: StoredAttachment;
  readonly body: Readable;
}

/** A demo ticket's attachment: its bytes are generated, not kept in the folder. */
export interface DemoAttachment {
  readonly organisationId: string;
  readonly attachment: StoredAttachment;
  readonly bytes: Uint8Array;
}

export interface ReceiveRequest {
  readonly caller: TicketCaller;
  readonly name: string;
  readonly mediaType: string;
  readonly body: AsyncIterable<Uint8Array>;
}

/** Ids this store hands out; anything else (`../x`) is never a path in the folder. */
const idPattern = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The uploaded files, one file a body (`{id}`) and one beside it for what it is (`{id}.json`). A
 * body is streamed to `{id}.part` and renamed only once complete, so an upload cut off midway or
 * over the limit leaves nothing behind. Linking runs one change after another, so one pending
 * file is never linked twice.
 */
export class AttachmentStore {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly directory: string,
    private readonly demo: ReadonlyMap<string, DemoAttachment> = new Map(),
    private readonly maxBytes = attachmentMaxBytes,
  ) {}

  /** Streams `body` into the folder; rejects (leaving nothing) when the body breaks off. */
  async receive(request: ReceiveRequest): Promise<ReceiveOutcome> {
    const id = randomUUID();
    const partial = join(this.directory, `${id}.part`);
    await mkdir(this.directory, { recursive: true });
    const file = createWriteStream(partial);
    let sizeBytes = 0;
    let tooLarge = false;
    try {
      for await (const chunk of request.body) {
        sizeBytes += chunk.length;
        if (sizeBytes > this.maxBytes) {
          tooLarge = true;
          break;
        }
        if (!file.write(chunk)) await once(file, 'drain');
      }
      file.end();
      await finished(file);
    } catch (error) {
      // A write still in flight may fail once the file is given up: nothing is kept of it anyway.
      file.on('error', () => undefined);
      file.destroy();
      await rm(partial, { force: true });
      throw error;
    }
    if (tooLarge || sizeBytes === 0) {
      await rm(partial, { force: true });
      return { kind: tooLarge ? 'tooLarge' : 'empty' };
    }
    const record: AttachmentRecord = {
      id,
      name: request.name,
      mediaType: request.mediaType,
      sizeBytes,
      organisationId: request.caller.organisationId,
      uploaderSubject: request.caller.subject,
      state: 'pending',
    };
    await this.writeRecord(record);
    await rename(partial, join(this.directory, id));
    return { kind: 'saved', attachment: publicPart(record) };
  }

  /** The file, for a caller of the organisation it belongs to; `null` for anyone else. */
  async open(caller: TicketCaller, id: string): Promise<OpenAttachment | null> {
    const demo = this.demo.get(id);
    if (demo !== undefined) {
      return demo.organisationId === caller.organisationId
        ? { attachment: demo.attachment, body: Readable.from([demo.bytes]) }
        : null;
    }
    const record = await this.record(id);
    if (record === null || record.organisationId !== caller.organisationId) return null;
    return { attachment: publicPart(record), body: createReadStream(join(this.directory, id)) };
  }

  /**
   * Runs `apply` with the caller's own pending files named by `ids`, and marks them linked when
   * `linked` says the change was saved. `unavailable` (and `apply` not run) when any id is not a
   * pending upload of this caller in this organisation.
   */
  link<Result>(
    caller: TicketCaller,
    ids: readonly string[],
    apply: (attachments: readonly StoredAttachment[]) => Promise<Result>,
    linked: (result: Result) => boolean,
  ): Promise<Result | 'unavailable'> {
    const next = this.queue.then(async () => {
      const records = await Promise.all([...new Set(ids)].map((id) => this.record(id)));
      const usable = records.filter(
        (record): record is AttachmentRecord =>
          record !== null &&
          record.state === 'pending' &&
          record.organisationId === caller.organisationId &&
          record.uploaderSubject === caller.subject,
      );
      if (usable.length !== records.length) return 'unavailable' as const;
      const result = await apply(usable.map(publicPart));
      if (linked(result)) {
        await Promise.all(usable.map((record) => this.writeRecord({ ...record, state: 'linked' })));
      }
      return result;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async record(id: string): Promise<AttachmentRecord | null> {
    if (!idPattern.test(id)) return null;
    try {
      const text = await readFile(join(this.directory, `${id}.json`), 'utf8');
      return JSON.parse(text) as AttachmentRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async writeRecord(record: AttachmentRecord): Promise<void> {
    const file = join(this.directory, `${record.id}.json`);
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, `${JSON.stringify(record)}\n`, 'utf8');
    await rename(temporary, file);
  }
}

function publicPart(record: StoredAttachment): StoredAttachment {
  const { id, name, mediaType, sizeBytes } = record;
  return { id, name, mediaType, sizeBytes };
}
