import { describe, expect, it } from 'vitest';
import { firstQueryValue, modeQueryOf } from './request-facts';

describe('reading a query for the mode switches', () => {
  it('gives a bare flag as an empty value and a repeated one as a list', () => {
    expect(modeQueryOf('nextRelease&testing=true&testing=false')).toEqual({
      nextRelease: '',
      testing: ['true', 'false'],
    });
  });

  it('never throws on broken escapes', () => {
    expect(modeQueryOf('%E0=%FF&a=%')).toEqual({ '\uFFFD': '\uFFFD', a: '%' });
  });

  it('keeps names that are prototype keys as plain entries', () => {
    expect(modeQueryOf('__proto__=1&constructor=2')).toEqual(
      Object.fromEntries([
        ['__proto__', '1'],
        ['constructor', '2'],
      ]),
    );
  });
});

describe('the first value of a query parameter', () => {
  it('is the first of several, and null when missing', () => {
    expect(firstQueryValue('direct=a&direct=b', 'direct')).toBe('a');
    expect(firstQueryValue('x=1', 'direct')).toBeNull();
  });
});
