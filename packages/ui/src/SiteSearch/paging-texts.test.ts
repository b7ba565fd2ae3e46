import { searchPaging } from '@kmx/domain/text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages-for';
import { pagingTexts } from './paging-texts';

const english = messagesFor('en');
const englishNumber = new Intl.NumberFormat('en');
const n = (value: number) => englishNumber.format(value);
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

  it('in English always reads "N results", "x–y of z" and "show N more"', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.nat({ max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (total, shown, pageSize) => {
          const paging = searchPaging({ total, offset: 0, shown, pageSize });
          expect(pagingTexts(english, paging, 'en')).toEqual({
            count: `${n(paging.total)} ${paging.total === 1 ? 'result' : 'results'}`,
            range: `${n(paging.from)}\u2013${n(paging.to)} of ${n(paging.total)}`,
            more: `show ${n(paging.nextCount)} more`,
          });
        },
      ),
    );
  });
});
