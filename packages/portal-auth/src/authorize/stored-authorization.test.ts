import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/MemoryStorage';
import type { StoredAuthorization } from './stored-authorization';
import {
  returnPathOf,
  safeReturnPath,
  storeAuthorization,
  storedAuthorizationKey,
  takeStoredAuthorization,
} from './stored-authorization';

const attempt: StoredAuthorization = {
  state: 'state-1',
  codeVerifier: 'v'.repeat(64),
  nonce: 'nonce-1',
  redirectUri: 'https://portal.example/en/callback',
  returnPath: '/en/mykomax/tickets/list',
};

describe('the stored attempt', () => {
  it('is kept under {prefix}-authflow-{clientId}', () => {
    expect(storedAuthorizationKey('FR-SDK', 'kmx-portal')).toBe('FR-SDK-authflow-kmx-portal');
  });

  it('is read once: taking it removes it', () => {
    const storage = new MemoryStorage();
    storeAuthorization(storage, 'key', attempt);
    expect(takeStoredAuthorization(storage, 'key')).toEqual(attempt);
    expect(takeStoredAuthorization(storage, 'key')).toBeNull();
  });

  it('counts as missing when unreadable or incomplete', () => {
    const storage = new MemoryStorage();
    storage.setItem('broken', '{not json');
    storage.setItem('partial', JSON.stringify({ ...attempt, nonce: '' }));
    storage.setItem('null', 'null');
    expect(takeStoredAuthorization(storage, 'broken')).toBeNull();
    expect(takeStoredAuthorization(storage, 'partial')).toBeNull();
    expect(takeStoredAuthorization(storage, 'null')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('never returns to another site, whatever was stored', () => {
    const storage = new MemoryStorage();
    storeAuthorization(storage, 'key', { ...attempt, returnPath: '//evil.example/path' });
    expect(takeStoredAuthorization(storage, 'key')?.returnPath).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this origin', () => {
    expect(safeReturnPath('/en/mykomax?x=1#top')).toBe('/en/mykomax?x=1#top');
  });

  it('replaces anything that could leave the origin with /', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'en/x', '']) {
      expect(safeReturnPath(path)).toBe('/');
    }
  });
});

describe('returnPathOf', () => {
  it('keeps path, query and fragment of the page', () => {
    expect(returnPathOf('https://portal.example/en/mykomax/tickets/list?mine=1#t')).toBe(
      '/en/mykomax/tickets/list?mine=1#t',
    );
  });
});
