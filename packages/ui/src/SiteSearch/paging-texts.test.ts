import { resultRangeText, resultsCountText, searchPaging, showMoreText } from '@kmx/domain/text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages-for';
import { pagingTexts } from './paging-texts';

const english = messagesFor('en');
const german = messagesFor('de');

describe('pagingTexts', () => {
  it('reads "23 results", "11–20 of 23", "show 3 more" in English (spec 2.5)', () => {
    const paging = searchPaging({ total: 23, offset: 10, shown: 10, pageSize: 10 });
    expect(pagingTexts(english, paging, 'en')).toEqual({
      count: '23 results',
      range: '11–20 of 23',
      more: 'show 3 more',
    });
  });

  it('says "1 result" for one', () => {
    const paging = searchPaging({ total: 1, offset: 0, shown: 1, pageSize: 10 });
    expect(pagingTexts(english, paging, 'en').count).toBe('1 result');
  });

  it('translates to German with German digit grouping', () => {
    const paging = searchPaging({ total: 1234, offset: 0, shown: 10, pageSize: 10 });
    expect(pagingTexts(german, paging, 'de')).toEqual({
      count: '1.234 Ergebnisse',
      range: '1–10 von 1.234',
      more: '10 weitere anzeigen',
    });
  });

  it('in English always reads as the domain’s search texts', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.nat({ max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (total, shown, pageSize) => {
          const paging = searchPaging({ total, offset: 0, shown, pageSize });
          expect(pagingTexts(english, paging, 'en')).toEqual({
            count: resultsCountText(paging.total),
            range: resultRangeText(paging),
            more: showMoreText(paging.nextCount),
          });
        },
      ),
    );
  });
});
