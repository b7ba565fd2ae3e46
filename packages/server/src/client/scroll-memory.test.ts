import type { KeyValueStore } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import {
  entryKeyOf,
  newEntryKey,
  ScrollMemory,
  stateWithKey,
  type HistoryLike,
} from './scroll-memory';

function memoryStore(): KeyValueStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

function fakeHistory(state: unknown): HistoryLike & { state: unknown } {
  const history = {
    state,
    replaceState(data: unknown) {
      history.state = data;
    },
  };
  return history;
}

describe('the scroll memory', () => {
  it('keeps a position per history entry in session storage', () => {
    const store = memoryStore();
    const memory = new ScrollMemory(store);
    memory.save('entry-1', { x: 0, y: 840 });
    memory.save('entry-2', { x: 0, y: 0 });
    expect(new ScrollMemory(store).saved('entry-1')).toEqual({ x: 0, y: 840 });
    expect(store.values.has('kmx:scroll-positions')).toBe(true);
    expect(memory.saved('entry-3')).toBeNull();
  });

  it('gives an entry without a key one, keeping the state another script set', () => {
    const history = fakeHistory({ other: 1 });
    const memory = new ScrollMemory(memoryStore(), () => 'k1');
    expect(memory.currentKey(history)).toBe('k1');
    expect(history.state).toEqual({ other: 1, kmxEntry: 'k1' });
    expect(memory.currentKey(history)).toBe('k1');
  });

  it('reads no key from a state that has none', () => {
    expect(entryKeyOf(null)).toBeNull();
    expect(entryKeyOf('x')).toBeNull();
    expect(entryKeyOf({ kmxEntry: '' })).toBeNull();
    expect(entryKeyOf(stateWithKey(null, 'k2'))).toBe('k2');
  });

  it('makes keys that differ', () => {
    expect(newEntryKey()).not.toBe(newEntryKey());
    expect(new ScrollMemory(memoryStore(), () => 'k3').newKey()).toBe('k3');
  });

  it('reads a broken storage as nothing remembered', () => {
    const store = memoryStore();
    store.set('kmx:scroll-positions', '{broken');
    expect(new ScrollMemory(store).saved('entry-1')).toBeNull();
  });
});
