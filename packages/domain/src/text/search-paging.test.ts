import { describe, expect, it } from 'vitest';
import { searchPaging } from './search-paging';

describe('search paging', () => {
  it('lists the first page of 57 results as 1–10 with 10 more to show', () => {
    expect(searchPaging({ total: 57, offset: 0, shown: 10, pageSize: 10 })).toEqual({
      total: 57,
      from: 1,
      to: 10,
      nextCount: 10,
    });
  });

  it('offers only the remaining results on the last step', () => {
    expect(searchPaging({ total: 57, offset: 0, shown: 50, pageSize: 10 })).toEqual({
      total: 57,
      from: 1,
      to: 50,
      nextCount: 7,
    });
  });

  it('offers nothing more once all results are listed', () => {
    expect(searchPaging({ total: 57, offset: 0, shown: 57, pageSize: 10 }).nextCount).toBe(0);
  });

  it('counts from the offset when a later page is listed on its own', () => {
    expect(searchPaging({ total: 57, offset: 50, shown: 7, pageSize: 10 })).toEqual({
      total: 57,
      from: 51,
      to: 57,
      nextCount: 0,
    });
  });

  it('shows 0–0 of 0 without results', () => {
    expect(searchPaging({ total: 0, offset: 0, shown: 0, pageSize: 10 })).toEqual({
      total: 0,
      from: 0,
      to: 0,
      nextCount: 0,
    });
  });

  it('never lists past the total, even when the service says otherwise', () => {
    expect(searchPaging({ total: 5, offset: 0, shown: 10, pageSize: 10 })).toEqual({
      total: 5,
      from: 1,
      to: 5,
      nextCount: 0,
    });
  });

  it('reads negative or broken numbers as 0', () => {
    expect(searchPaging({ total: Number.NaN, offset: -3, shown: -1, pageSize: 10 })).toEqual({
      total: 0,
      from: 0,
      to: 0,
      nextCount: 0,
    });
  });
});
