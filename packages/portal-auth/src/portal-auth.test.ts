// @vitest-environment happy-dom
import { isDomainError } from '@kmx/domain/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalAuth } from './portal-auth';
import { testConfig } from './test-support/fake-environment';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('createPortalAuth', () => {
  it('throws INVALID_CONFIGURATION for an invalid configuration', () => {
    let error: unknown;
    try {
      createPortalAuth({ ...testConfig, tokenStore: 'indexedDB' });
    } catch (caught) {
      error = caught;
    }
    expect(isDomainError(error, 'INVALID_CONFIGURATION')).toBe(true);
  });

  it('works on the page’s globals by default', async () => {
    const stored = { accessToken: 'a', idToken: 'i', tokenExpiry: Date.now() + 600_000 };
    localStorage.setItem('FR-SDK-kmx-portal', JSON.stringify(stored));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const auth = createPortalAuth(testConfig);
    expect(await auth.tokens.getTokens()).toEqual(stored);
    auth.tokens.clear();
    expect(localStorage.getItem('FR-SDK-kmx-portal')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
