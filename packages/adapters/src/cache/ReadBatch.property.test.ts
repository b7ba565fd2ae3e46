import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReadBatch } from './ReadBatch';

describe('ReadBatch (property)', () => {
  it('answers every read with its own key’s value, however the reads fall into turns', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 8 }), { maxLength: 6 }),
        async (turnsOfKeys) => {
          const pending: (() => void)[] = [];
          const calls: (readonly string[])[] = [];
          const batch = new ReadBatch(
            (keys) => {
              calls.push(keys);
              return Promise.resolve(keys.map((key) => `<${key}>`));
            },
            (work) => pending.push(work),
          );
          const reads: Promise<string>[] = [];
          const asked: string[] = [];
          for (const keys of turnsOfKeys) {
            for (const key of keys) {
              asked.push(key);
              reads.push(batch.read(key));
            }
            pending.splice(0).forEach((work) => work());
          }
          expect(await Promise.all(reads)).toEqual(asked.map((key) => `<${key}>`));
          // One call per turn that asked anything, each key once in it.
          expect(calls).toEqual(
            turnsOfKeys.filter((keys) => keys.length > 0).map((keys) => [...new Set(keys)]),
          );
        },
      ),
    );
  });
});
