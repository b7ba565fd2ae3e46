import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { resultRangeText, resultsCountText, showMoreText } from './search-texts';

const count = fc.integer({ min: 0, max: 999 });

test.prop([count, count, count])(
  'writes the range as from, an en dash, to, "of" and the total',
  (from, to, total) => {
    expect(resultRangeText({ from, to, total })).toBe(`${from}–${to} of ${total}`);
  },
);

test.prop([count])('writes "N results" for every count but one', (total) => {
  expect(resultsCountText(total)).toBe(total === 1 ? '1 result' : `${total} results`);
});

test.prop([count])('writes "show N more"', (next) => {
  expect(showMoreText(next)).toBe(`show ${next} more`);
});
