import { describe, expect, it, vi } from 'vitest';
import { ReadBatch } from './ReadBatch';

/** A scheduler the test runs by hand: the end of an event loop turn, when the test says so. */
function turns() {
  const pending: (() => void)[] = [];
  return {
    schedule: (work: () => void) => pending.push(work),
    end: () => pending.splice(0).forEach((work) => work()),
    get waiting() {
      return pending.length;
    },
  };
}

describe('ReadBatch', () => {
  it('reads the keys of one turn with one call, each key once, and answers every reader', async () => {
    const turn = turns();
    const readMany = vi.fn((keys: readonly string[]) =>
      Promise.resolve(keys.map((key) => `value of ${key}`)),
    );
    const batch = new ReadBatch(readMany, turn.schedule);
    const reads = [batch.read('a'), batch.read('b'), batch.read('a')];
    expect(turn.waiting).toBe(1);
    turn.end();

    expect(await Promise.all(reads)).toEqual(['value of a', 'value of b', 'value of a']);
    expect(readMany).toHaveBeenCalledTimes(1);
    expect(readMany).toHaveBeenCalledWith(['a', 'b']);
  });

  it('starts a new call for the reads of the next turn', async () => {
    const turn = turns();
    const readMany = vi.fn((keys: readonly string[]) => Promise.resolve(keys.map(() => null)));
    const batch = new ReadBatch(readMany, turn.schedule);
    const first = batch.read('a');
    turn.end();
    const second = batch.read('b');
    turn.end();

    expect(await Promise.all([first, second])).toEqual([null, null]);
    expect(readMany.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('fails every read of a call that fails, thrown at once or later', async () => {
    const turn = turns();
    const later = new ReadBatch(
      () => Promise.reject(new Error('Command timed out')),
      turn.schedule,
    );
    const atOnce = new ReadBatch<string>(() => {
      throw new Error('Stream isn’t writeable');
    }, turn.schedule);
    const reads = [later.read('a'), later.read('b'), atOnce.read('c')];
    turn.end();

    const outcomes = await Promise.allSettled(reads);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toContain('writeable');
  });

  it('fails the reads a short answer leaves out rather than answering them with nothing', async () => {
    const turn = turns();
    const batch = new ReadBatch(() => Promise.resolve(['only one']), turn.schedule);
    const reads = [batch.read('a'), batch.read('b')];
    turn.end();

    const [first, second] = await Promise.allSettled(reads);
    expect(first).toEqual({ status: 'fulfilled', value: 'only one' });
    expect(second?.status).toBe('rejected');
  });
});
