import { isAuthError, redirectLoopLimit } from '@kmx/domain/auth';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test-support/FakeClock';
import { MemoryStorage } from '../test-support/MemoryStorage';
import { RedirectGuard, storedRedirectTimes } from './redirect-guard';

function setup() {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  return { clock, storage, guard: new RedirectGuard(storage, 'redirects', clock) };
}

describe('given redirects to sign-in in quick succession', () => {
  it('admits the domain’s limit, then throws REDIRECT_LOOP', async () => {
    const { clock, guard } = setup();
    for (let index = 0; index < redirectLoopLimit; index += 1) {
      expect(() => guard.admit()).not.toThrow();
      await clock.advance(5_000);
    }
    let error: unknown;
    try {
      guard.admit();
    } catch (caught) {
      error = caught;
    }
    expect(isAuthError(error, 'REDIRECT_LOOP')).toBe(true);
  });

  it('admits again once the earlier ones are a minute old', async () => {
    const { clock, guard } = setup();
    for (let index = 0; index < redirectLoopLimit; index += 1) guard.admit();
    await clock.advance(60_000);
    expect(() => guard.admit()).not.toThrow();
  });

  it('starts over after clear', () => {
    const { guard } = setup();
    for (let index = 0; index < redirectLoopLimit; index += 1) guard.admit();
    guard.clear();
    expect(() => guard.admit()).not.toThrow();
  });

  it('keeps the times in session storage, where the next page load finds them', () => {
    const { clock, storage, guard } = setup();
    guard.admit();
    expect(storedRedirectTimes(storage.getItem('redirects'))).toEqual([clock.now()]);
  });
});

describe('storedRedirectTimes', () => {
  it('reads what cannot be read as none', () => {
    expect(storedRedirectTimes(null)).toEqual([]);
    expect(storedRedirectTimes('{')).toEqual([]);
    expect(storedRedirectTimes('{"a":1}')).toEqual([]);
    expect(storedRedirectTimes('[1,"2",3]')).toEqual([1, 3]);
  });
});
