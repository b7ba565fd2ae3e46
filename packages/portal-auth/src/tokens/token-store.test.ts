import type { Logger } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/MemoryStorage';
import { TokenStore, tokenStorageKey } from './token-store';

const tokens = {
  accessToken: 'access-1',
  idToken: 'id-1',
  refreshToken: 'refresh-1',
  tokenExpiry: 1_768_467_600_000,
};

function logger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger;
}

describe('the token store', () => {
  it('keeps the tokens under {prefix}-{clientId}', () => {
    const storage = new MemoryStorage();
    new TokenStore(storage, tokenStorageKey('FR-SDK', 'kmx-portal'), logger()).write(tokens);
    expect(storage.keys()).toEqual(['FR-SDK-kmx-portal']);
    expect(JSON.parse(storage.getItem('FR-SDK-kmx-portal') ?? '')).toEqual(tokens);
  });

  it('reads back what it wrote, and nothing after remove', () => {
    const store = new TokenStore(new MemoryStorage(), 'key', logger());
    store.write(tokens);
    expect(store.read()).toEqual(tokens);
    store.remove();
    expect(store.read()).toBeUndefined();
  });

  it('reads tokens without refresh token, ID token or expiry', () => {
    const store = new TokenStore(new MemoryStorage(), 'key', logger());
    store.write({ accessToken: 'access-1' });
    expect(store.read()).toEqual({ accessToken: 'access-1' });
  });

  it('counts unreadable or malformed tokens as none', () => {
    const storage = new MemoryStorage();
    const store = new TokenStore(storage, 'key', logger());
    for (const stored of [
      '{',
      'null',
      '{"idToken":"x"}',
      '{"accessToken":"a","tokenExpiry":"soon"}',
    ]) {
      storage.setItem('key', stored);
      expect(store.read()).toBeUndefined();
    }
  });

  it('logs a storage failure instead of throwing (spec portal 8)', () => {
    const storage = new MemoryStorage();
    const log = logger();
    const store = new TokenStore(storage, 'key', log);
    storage.failWrites = true;
    expect(() => store.write(tokens)).not.toThrow();
    storage.failReads = true;
    expect(store.read()).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('Failed to store the tokens', expect.anything());
    expect(log.error).toHaveBeenCalledWith('Failed to read the stored tokens', expect.anything());
  });

  it('logs a failure to remove', () => {
    const log = logger();
    const storage = new MemoryStorage();
    storage.removeItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    new TokenStore(storage, 'key', log).remove();
    expect(log.error).toHaveBeenCalledWith('Failed to remove the stored tokens', expect.anything());
  });
});
