import { describe, expect, it } from 'vitest';
import { OutOfTimeError, beforeDeadline, isOutOfTime } from './request-deadline';

function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  const promise = new Promise<Value>((onResolve) => {
    resolve = onResolve;
  });
  return { promise, resolve };
}

describe('beforeDeadline', () => {
  it('answers as the work does when it settles first', async () => {
    const deadline = deferred<void>();
    await expect(beforeDeadline(Promise.resolve('page'), deadline.promise)).resolves.toBe('page');
    await expect(
      beforeDeadline(Promise.reject(new Error('down')), deadline.promise),
    ).rejects.toThrow('down');
  });

  it('rejects with an out-of-time error once the deadline comes first', async () => {
    const deadline = deferred<void>();
    const answer = beforeDeadline(new Promise<string>(() => undefined), deadline.promise);
    deadline.resolve();
    const error: unknown = await answer.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OutOfTimeError);
    expect(isOutOfTime(error)).toBe(true);
    expect(isOutOfTime(new Error('down'))).toBe(false);
  });
});
