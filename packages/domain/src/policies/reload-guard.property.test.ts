import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseReloadTime, reloadDecision } from './reload-guard';

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });

test.prop([time, fc.array(fc.nat({ max: 30_000 }), { maxLength: 20 })])(
  'never reloads twice within 10 seconds when the last reload time is stored',
  (start, gaps) => {
    let now = start;
    let lastReloadAt: number | null = null;
    const reloads: number[] = [];
    for (const gap of gaps) {
      now += gap;
      if (reloadDecision(lastReloadAt, now) === 'reload') {
        reloads.push(now);
        lastReloadAt = now;
      }
    }
    for (let index = 1; index < reloads.length; index += 1) {
      expect(reloads[index]! - reloads[index - 1]!).toBeGreaterThanOrEqual(10_000);
    }
  },
);

test.prop([time, fc.integer({ min: 10_000, max: 1_000_000 })])(
  'always reloads once 10 seconds have passed',
  (last, elapsed) => {
    expect(reloadDecision(last, last + elapsed)).toBe('reload');
  },
);

test.prop([time])('reads back the time it stored', (stored) => {
  expect(parseReloadTime(String(stored))).toBe(stored);
});
