import { describe, expect, it } from 'vitest';
import { queryFlag } from './mode-switch';

describe('a query flag', () => {
  it('is absent when the query does not name it', () => {
    expect(queryFlag({ other: 'x' }, 'testing')).toBeUndefined();
    expect(queryFlag({ testing: undefined }, 'testing')).toBeUndefined();
  });

  it('is empty for a bare flag', () => {
    expect(queryFlag({ testing: null }, 'testing')).toBe('');
    expect(queryFlag({ testing: '' }, 'testing')).toBe('');
  });

  it('is trimmed and lower-cased', () => {
    expect(queryFlag({ testing: ' TRUE ' }, 'testing')).toBe('true');
  });

  it('takes the first value of a repeated parameter', () => {
    expect(queryFlag({ testing: ['false', 'true'] }, 'testing')).toBe('false');
    expect(queryFlag({ testing: [] }, 'testing')).toBe('');
  });

  it('does not read inherited object keys as parameters', () => {
    expect(queryFlag({}, 'constructor')).toBeUndefined();
  });
});
