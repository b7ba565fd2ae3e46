import { describe, expect, it } from 'vitest';
import { parseReloadTime, reloadDecision } from './reload-guard';

const now = 1_700_000_000_000;

describe('the reload guard', () => {
  it('reloads when no reload happened before', () => {
    expect(reloadDecision(null, now)).toBe('reload');
  });

  it('skips the reload within 10 seconds of the last one', () => {
    expect(reloadDecision(now, now)).toBe('skip');
    expect(reloadDecision(now - 9_999, now)).toBe('skip');
  });

  it('reloads again from 10 seconds after the last one', () => {
    expect(reloadDecision(now - 10_000, now)).toBe('reload');
  });

  it('reloads when the last reload is dated after now', () => {
    expect(reloadDecision(now + 1, now)).toBe('reload');
  });
});

describe('the stored reload time', () => {
  it('is read as a number', () => {
    expect(parseReloadTime('1700000000000')).toBe(1_700_000_000_000);
  });

  it('counts as no reload when missing, empty or unreadable', () => {
    expect(parseReloadTime(null)).toBeNull();
    expect(parseReloadTime('')).toBeNull();
    expect(parseReloadTime('  ')).toBeNull();
    expect(parseReloadTime('yesterday')).toBeNull();
    expect(parseReloadTime('Infinity')).toBeNull();
  });
});
