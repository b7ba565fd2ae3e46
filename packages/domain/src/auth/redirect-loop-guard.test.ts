import { describe, expect, it } from 'vitest';
import { recentRedirects, redirectGuard } from './redirect-loop-guard';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('the redirect-loop guard', () => {
  it('lets the first redirects through and remembers them', () => {
    expect(redirectGuard([], now)).toEqual({ redirect: true, redirectTimes: [now] });
    expect(redirectGuard([now - 20_000, now - 10_000], now)).toEqual({
      redirect: true,
      redirectTimes: [now - 20_000, now - 10_000, now],
    });
  });

  it('stops the fourth redirect within a minute', () => {
    expect(redirectGuard([now - 30_000, now - 20_000, now - 10_000], now)).toEqual({
      redirect: false,
      redirectTimes: [now - 30_000, now - 20_000, now - 10_000],
    });
  });

  it('keeps at most the latest 3 redirect times', () => {
    const times = [now - 40_000, now - 30_000, now - 20_000, now - 10_000];
    expect(redirectGuard(times, now)).toEqual({ redirect: false, redirectTimes: times.slice(1) });
  });

  it('forgets redirects older than a minute, and times from the future', () => {
    expect(recentRedirects([now - 60_000, now - 59_999, now + 1], now)).toEqual([now - 59_999]);
    expect(redirectGuard([now - 90_000, now - 80_000, now - 70_000], now).redirect).toBe(true);
  });
});
