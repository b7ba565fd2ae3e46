import { describe, expect, it } from 'vitest';
import { noPageStore } from './no-page-store';

describe('the page store of PAGE_CACHE=off', () => {
  it('keeps nothing it is given', async () => {
    const store = noPageStore();
    await store.set('page|en|company', { value: { status: 200, parts: ['<html>'] }, storedAt: 0 });
    expect(await store.get('page|en|company')).toBeNull();
  });

  it('always grants the fill lock, and clearing or deleting succeeds', async () => {
    const store = noPageStore();
    const lock = await store.tryLock('key', 5000);
    expect(lock).not.toBeNull();
    await expect(lock?.release()).resolves.toBeUndefined();
    await expect(store.delete('key')).resolves.toBeUndefined();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});
