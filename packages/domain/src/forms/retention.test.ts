import { describe, expect, it } from 'vitest';
import { defaultRetentionDays, retentionCutoff } from './retention';

const now = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('the retention of delivered submissions', () => {
  it('keeps them 30 days unless configured otherwise', () => {
    expect(defaultRetentionDays).toBe(30);
    expect(retentionCutoff(now, 30)).toBe(Date.UTC(2026, 9, 26, 9, 0, 0));
  });

  it('follows the configured number of days', () => {
    expect(retentionCutoff(now, 7)).toBe(Date.UTC(2026, 10, 18, 9, 0, 0));
  });

  it('keeps none with zero days', () => {
    expect(retentionCutoff(now, 0)).toBe(now);
  });

  it('takes the default for a number of days that makes no sense', () => {
    expect(retentionCutoff(now, -1)).toBe(retentionCutoff(now, 30));
    expect(retentionCutoff(now, Number.NaN)).toBe(retentionCutoff(now, 30));
  });
});
