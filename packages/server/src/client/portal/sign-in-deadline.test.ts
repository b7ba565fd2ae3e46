import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedSignInWaitMs, SignInAborted, withSignInDeadline } from './sign-in-deadline';

const timers = {
  setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};

describe('withSignInDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 30000 ms for a sign-in, as spec portal 9 says', () => {
    expect(failedSignInWaitMs).toBe(30_000);
  });

  it('gives a sign-in that never settles up after 30 seconds, not before', async () => {
    const outcome = withSignInDeadline(new Promise<never>(() => undefined), timers);
    const settled = vi.fn();
    outcome.catch(settled);
    await vi.advanceTimersByTimeAsync(failedSignInWaitMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(SignInAborted));
  });

  it('answers the user of a sign-in in time and forgets the deadline', async () => {
    await expect(withSignInDeadline(Promise.resolve('Mira'), timers)).resolves.toBe('Mira');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failure on at once', async () => {
    await expect(
      withSignInDeadline(
        Promise.reject(new Error('Failed to get user info; received 500')),
        timers,
      ),
    ).rejects.toThrow('Failed to get user info');
    expect(vi.getTimerCount()).toBe(0);
  });
});
