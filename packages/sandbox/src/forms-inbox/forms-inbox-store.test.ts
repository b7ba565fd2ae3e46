import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InboxStore, type InboxEntry } from './forms-inbox-store';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function entry(key: string): InboxEntry {
  return { idempotencyKey: key, receivedAt: '2026-11-25T08:00:00.000Z', submission: { id: key } };
}

function dataFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'inbox-store-'));
  folders.push(folder);
  return join(folder, 'inbox', 'forms-inbox.jsonl');
}

describe('the forms inbox store', () => {
  it('keeps the newest entries up to its limit, and forgets the keys of those it let go', () => {
    const store = new InboxStore({ limit: 2 });
    expect(['a', 'b', 'c'].map((key) => store.add(entry(key)))).toEqual([true, true, true]);
    expect(store.list().map((kept) => kept.idempotencyKey)).toEqual(['c', 'b']);
    expect(store.add(entry('b'))).toBe(false);
    expect(store.has('a')).toBe(false);
  });

  it('reads its file back at start, skipping a line cut short, within its limit', () => {
    const file = dataFile();
    const first = new InboxStore({ file });
    first.add(entry('a'));
    first.add(entry('b'));
    appendFileSync(file, '{"idempotencyKey":"c","rece');
    const second = new InboxStore({ file, limit: 1 });
    expect(second.list().map((kept) => kept.idempotencyKey)).toEqual(['b']);
    // Rewritten at start: the file holds only what is kept.
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
