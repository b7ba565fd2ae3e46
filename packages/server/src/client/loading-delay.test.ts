import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadingDelay } from './loading-delay';

afterEach(() => vi.useRealTimers());

describe('the loading indicator delay', () => {
  it('shows the indicator only when loading takes longer than 100 ms', () => {
    vi.useFakeTimers();
    const shown: boolean[] = [];
    const delay = createLoadingDelay((loading) => shown.push(loading));
    delay.start();
    vi.advanceTimersByTime(99);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([true]);
    delay.stop();
    expect(shown).toEqual([true, false]);
  });

  it('never shows it for a quick navigation', () => {
    vi.useFakeTimers();
    const shown: boolean[] = [];
    const delay = createLoadingDelay((loading) => shown.push(loading));
    delay.start();
    vi.advanceTimersByTime(50);
    delay.stop();
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([]);
  });

  it('keeps one indicator when a navigation replaces another', () => {
    vi.useFakeTimers();
    const shown: boolean[] = [];
    const delay = createLoadingDelay((loading) => shown.push(loading));
    delay.start();
    vi.advanceTimersByTime(150);
    delay.start();
    vi.advanceTimersByTime(150);
    delay.stop();
    delay.stop();
    expect(shown).toEqual([true, false]);
  });
});
