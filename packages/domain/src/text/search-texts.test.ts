import { describe, expect, it } from 'vitest';
import { resultRangeText, resultsCountText, showMoreText } from './search-texts';

describe('the search texts in English', () => {
  it('count the results', () => {
    expect(resultsCountText(57)).toBe('57 results');
    expect(resultsCountText(0)).toBe('0 results');
  });

  it('use the singular for one result', () => {
    expect(resultsCountText(1)).toBe('1 result');
  });

  it('group thousands', () => {
    expect(resultsCountText(1234)).toBe('1,234 results');
  });

  it('show the range with an en dash', () => {
    expect(resultRangeText({ from: 1, to: 10, total: 57 })).toBe('1\u201310 of 57');
    expect(resultRangeText({ from: 1, to: 10, total: 57 })).toBe('1–10 of 57');
  });

  it('offer to show more', () => {
    expect(showMoreText(10)).toBe('show 10 more');
  });
});
