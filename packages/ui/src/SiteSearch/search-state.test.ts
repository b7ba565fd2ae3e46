import type { SearchRecord } from '@kmx/domain/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialSearchState, searchReducer } from './search-state';

const hit = (n: number): SearchRecord => ({ title: `Hit ${n}`, description: '', url: `/${n}` });
const page = (n: number, records: readonly SearchRecord[], total = 23) => ({
  type: 'answered' as const,
  results: { records, total, page: n, pageSize: 10 },
});

describe('searchReducer', () => {
  it('starts a query afresh, loading', () => {
    const before = searchReducer(initialSearchState, page(1, [hit(1)]));
    expect(searchReducer(before, { type: 'started', query: 'wire' })).toEqual({
      ...initialSearchState,
      query: 'wire',
      status: 'loading',
    });
  });

  it('appends a later page to the hits listed', () => {
    let state = searchReducer(initialSearchState, { type: 'started', query: 'wire' });
    state = searchReducer(state, page(1, [hit(1), hit(2)]));
    state = searchReducer(state, { type: 'moreStarted' });
    expect(state.records).toHaveLength(2);
    state = searchReducer(state, page(2, [hit(3)]));
    expect(state).toMatchObject({ status: 'done', page: 2, total: 23 });
    expect(state.records.map((r) => r.title)).toEqual(['Hit 1', 'Hit 2', 'Hit 3']);
  });

  it('keeps the hits listed when a page fails', () => {
    let state = searchReducer(initialSearchState, page(1, [hit(1)]));
    state = searchReducer(state, { type: 'failed' });
    expect(state).toMatchObject({ status: 'failed', page: 1 });
    expect(state.records).toHaveLength(1);
  });

  it('lists every page’s hits in order, whatever the pages', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 10 }), { maxLength: 8 }), (pages) => {
        let state = searchReducer(initialSearchState, { type: 'started', query: 'q' });
        pages.forEach((numbers, index) => {
          state = searchReducer(state, page(index + 1, numbers.map(hit)));
        });
        expect(state.records).toEqual(pages.flat().map(hit));
      }),
    );
  });
});
