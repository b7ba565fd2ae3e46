import { describe, expect, it } from 'vitest';
import { healthySlot, nextRestart } from './restart-backoff';

describe('restarting a worker that died', () => {
  it('starts one that ran for a while again at once, and forgets earlier quick deaths', () => {
    expect(nextRestart({ quickDeaths: 4 }, 10_000)).toEqual({ delayMs: 0, health: healthySlot });
    expect(nextRestart(healthySlot, 3_600_000)).toEqual({ delayMs: 0, health: healthySlot });
  });

  it('waits half a second after a first quick death, doubling with each one in a row', () => {
    let health = healthySlot;
    const delays: number[] = [];
    for (let death = 0; death < 5; death += 1) {
      const next = nextRestart(health, 200);
      delays.push(next.delayMs);
      health = next.health;
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('never waits longer than 30 seconds however often it dies', () => {
    expect(nextRestart({ quickDeaths: 6 }, 0).delayMs).toBe(30_000);
    expect(nextRestart({ quickDeaths: 2000 }, 9_999).delayMs).toBe(30_000);
  });
});
