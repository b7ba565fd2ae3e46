import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AttachmentStore } from './attachment-store';
import type { TicketCaller } from './ticketing-identity';

let directory: string;
let store: AttachmentStore;

const mira: TicketCaller = { subject: 'mira', organisationId: 'org-a', name: 'Mira', email: null };
const jonas: TicketCaller = { ...mira, subject: 'jonas', name: 'Jonas' };
const lea: TicketCaller = { subject: 'lea', organisationId: 'org-b', name: 'Lea', email: null };

async function* chunks(...parts: readonly string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part);
}

async function* cutOff(): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode('first half');
  throw new Error('socket hang up');
}

const upload = (caller: TicketCaller, body: AsyncIterable<Uint8Array>) =>
  store.receive({ caller, name: 'plate.png', mediaType: 'image/png', body });

async function uploadedId(caller: TicketCaller): Promise<string> {
  const outcome = await upload(caller, chunks('png bytes'));
  if (outcome.kind !== 'saved') throw new Error(outcome.kind);
  return outcome.attachment.id;
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'attachments-'));
  store = new AttachmentStore(join(directory, 'attachments'), new Map(), 16);
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('AttachmentStore', () => {
  it('keeps a file with its name, type and size, and gives it back to its organisation', async () => {
    const outcome = await upload(mira, chunks('png ', 'bytes'));
    expect(outcome).toEqual({
      kind: 'saved',
      attachment: {
        id: expect.any(String),
        name: 'plate.png',
        mediaType: 'image/png',
        sizeBytes: 9,
      },
    });
    const id = outcome.kind === 'saved' ? outcome.attachment.id : '';
    const opened = await store.open(jonas, id);
    expect(await text(opened?.body ?? chunks())).toBe('png bytes');
    expect(await store.open(lea, id)).toBeNull();
  });

  it('keeps nothing of an empty file, one over the limit, or one cut off midway', async () => {
    expect(await upload(mira, chunks())).toEqual({ kind: 'empty' });
    expect(await upload(mira, chunks('0123456789', 'abcdefgh'))).toEqual({ kind: 'tooLarge' });
    await expect(upload(mira, cutOff())).rejects.toThrow('socket hang up');
    expect(await readdir(join(directory, 'attachments'))).toEqual([]);
  });

  it('never takes an id for a path', async () => {
    expect(await store.open(mira, '../attachments')).toBeNull();
  });

  it("links only the caller's own pending uploads, once", async () => {
    const own = await uploadedId(mira);
    const colleagues = await uploadedId(jonas);
    const foreign = await uploadedId(lea);
    const apply = async (attachments: readonly unknown[]) => attachments.length;
    const saved = () => true;
    expect(await store.link(mira, [colleagues], apply, saved)).toBe('unavailable');
    expect(await store.link(mira, [foreign], apply, saved)).toBe('unavailable');
    expect(await store.link(mira, ['missing'], apply, saved)).toBe('unavailable');
    expect(await store.link(mira, [own, own], apply, saved)).toBe(1);
    expect(await store.link(mira, [own], apply, saved)).toBe('unavailable');
  });

  it('keeps an upload pending when the change was not saved', async () => {
    const own = await uploadedId(mira);
    expect(
      await store.link(
        mira,
        [own],
        async () => 'invalid',
        () => false,
      ),
    ).toBe('invalid');
    expect(
      await store.link(
        mira,
        [own],
        async () => 'saved',
        () => true,
      ),
    ).toBe('saved');
  });

  it('links one pending upload only once when two changes name it at the same time', async () => {
    const own = await uploadedId(mira);
    const answers = await Promise.all(
      [1, 2].map(() =>
        store.link(
          mira,
          [own],
          async () => 'saved',
          () => true,
        ),
      ),
    );
    expect(answers.sort()).toEqual(['saved', 'unavailable']);
  });
});
