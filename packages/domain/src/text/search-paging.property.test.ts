import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { searchPaging } from './search-paging';

const input = fc.record({
  total: fc.integer({ min: -5, max: 500 }),
  offset: fc.integer({ min: -5, max: 600 }),
  shown: fc.integer({ min: -5, max: 600 }),
  pageSize: fc.integer({ min: -5, max: 50 }),
});

test.prop([input])(
  'keeps the range inside the total and the next step inside the rest',
  (given) => {
    const paging = searchPaging(given);
    expect(paging.from).toBeGreaterThanOrEqual(0);
    expect(paging.from).toBeLessThanOrEqual(paging.to);
    expect(paging.to).toBeLessThanOrEqual(paging.total);
    expect(paging.nextCount).toBeGreaterThanOrEqual(0);
    expect(paging.nextCount).toBeLessThanOrEqual(Math.max(0, given.pageSize));
    expect(paging.to + paging.nextCount).toBeLessThanOrEqual(paging.total);
    expect(paging.from === 0).toBe(paging.to === 0);
  },
);

test.prop([fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 50 })])(
  'reaches every result by showing more, page by page',
  (total, pageSize) => {
    let shown = 0;
    let steps = 0;
    for (;;) {
      const paging = searchPaging({ total, offset: 0, shown, pageSize });
      if (paging.nextCount === 0) break;
      shown += paging.nextCount;
      steps += 1;
    }
    expect(shown).toBe(total);
    expect(steps).toBe(Math.ceil(total / pageSize));
  },
);
