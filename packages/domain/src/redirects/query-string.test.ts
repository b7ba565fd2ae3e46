import { describe, expect, it } from 'vitest';
import { hasQueryFlag, queryParts, withoutQueryFlag } from './query-string';

describe('query strings', () => {
  it('split into their parts, with or without a question mark', () => {
    expect(queryParts('?a=1&b=2')).toEqual(['a=1', 'b=2']);
    expect(queryParts('a=1&&b')).toEqual(['a=1', 'b']);
    expect(queryParts('')).toEqual([]);
  });

  it('have the direct flag with or without a value', () => {
    expect(hasQueryFlag('direct', 'direct')).toBe(true);
    expect(hasQueryFlag('?x=1&direct=true', 'direct')).toBe(true);
    expect(hasQueryFlag('directly=1', 'direct')).toBe(false);
  });

  it('recognise an encoded flag name', () => {
    expect(hasQueryFlag('%64irect', 'direct')).toBe(true);
  });

  it('do not fail on a badly encoded name', () => {
    expect(hasQueryFlag('%E0=1', 'direct')).toBe(false);
    expect(withoutQueryFlag('%E0=1&direct', 'direct')).toBe('%E0=1');
  });

  it('lose every direct flag and keep the other parts as written', () => {
    expect(withoutQueryFlag('?utm_source=a%20b&direct=1&direct&x=+', 'direct')).toBe(
      'utm_source=a%20b&x=+',
    );
  });
});
