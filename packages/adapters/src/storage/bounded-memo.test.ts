import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('makes a key’s value once and gives it back after', () => {
    const memo = boundedMemo(10);
    const make = vi.fn(() => 'made');
    expect(memo('a', make)).toBe('made');
    expect(memo('a', () => 'other')).toBe('made');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('starts again empty when full, and makes values anew after', () => {
    const memo = boundedMemo(2);
    memo('a', () => 'first a');
    memo('b', () => 'b');
    memo('c', () => 'c');
    expect(memo('c', () => 'c again')).toBe('c');
    expect(memo('a', () => 'second a')).toBe('second a');
  });
});
