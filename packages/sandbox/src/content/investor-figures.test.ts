import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { storedPages } from './content-data';
import { investorRows, pageWithInvestorFigures } from './investor-figures';
import { storedInvestorData, type StoredInvestorData } from './items-data';

function tableRows(path: string, stage: 'published' | 'draft', language: string, id: string) {
  const page = storedPages.find((candidate) => candidate.path === path);
  const block = page?.[stage]?.[language]?.blocks.find((candidate) => candidate.id === id);
  return (block?.['rows'] ?? []) as readonly (readonly string[])[];
}

describe('investor figures: one source for the investor module and the page tables', () => {
  it('shows the treasury shares the investor module shows (23,410, not 4,980)', () => {
    const treasury = storedInvestorData.shareCounts.find(
      (share) => share.key === 'treasury-shares',
    );
    expect(treasury?.count).toBe(23410);
    expect(tableRows('/investors/share', 'published', 'en', 'share-table')).toContainEqual([
      'Treasury shares',
      '23,410',
    ]);
    expect(tableRows('/investors/share', 'published', 'de', 'share-table')).toContainEqual([
      'Eigene Aktien',
      '23’410',
    ]);
  });

  it('shows the 2022 dividend of CHF 3.50 the investor module shows, not 6.00', () => {
    for (const language of ['en', 'de']) {
      const rows = tableRows('/investors/share', 'published', language, 'dividend-table');
      expect(rows.find((row) => row[0] === '2022')?.[1]).toBe('3.50');
      expect(rows.flat()).not.toContain('6.00');
    }
    // 2021: the ordinary dividend and the distribution from reserves together.
    expect(
      tableRows('/investors/share', 'published', 'en', 'dividend-table').find(
        (row) => row[0] === '2021',
      ),
    ).toEqual(['2021', '3.00', '25 April 2022']);
  });

  it('keeps a draft’s own proposed row before the paid dividends', () => {
    const rows = tableRows('/investors/share', 'draft', 'en', 'dividend-table');
    expect(rows[0]?.[0]).toBe('2023');
    expect(rows[1]).toEqual(['2022', '3.50', '24 April 2023']);
  });

  it('takes the financial calendar’s dates from the investor data', () => {
    const rows = tableRows('/investors/financial-calendar', 'published', 'en', 'calendar-table');
    expect(rows.map((row) => row[0])).toEqual(
      storedInvestorData.financialCalendar.map((entry) => entry.date),
    );
  });

  it('a figures table lists every share count and every dividend year of any data (property)', () => {
    const labels = fc.record({ en: fc.string(), de: fc.string() });
    const data = fc.record({
      shareCounts: fc.array(fc.record({ key: fc.string(), count: fc.nat(10_000_000), labels }), {
        maxLength: 6,
      }),
      dividends: fc.array(
        fc.record({
          financialYear: fc.integer({ min: 1990, max: 2030 }),
          amountChf: fc.integer({ min: 0, max: 2000 }).map((cents) => cents / 100),
          exDate: fc.constant('2023-04-20'),
          paymentDate: fc.constant('2023-04-24'),
          labels,
        }),
        { maxLength: 8 },
      ),
      financialCalendar: fc.constant([]),
    });
    fc.assert(
      fc.property(data, fc.constantFrom('en', 'de'), (investor: StoredInvestorData, language) => {
        expect(investorRows(investor, 'share-counts', language)).toHaveLength(
          investor.shareCounts.length,
        );
        const years = investorRows(investor, 'dividends', language).map((row) => Number(row[0]));
        expect(years).toEqual(
          [...new Set(investor.dividends.map((d) => d.financialYear))].sort((a, b) => b - a),
        );
        const page = pageWithInvestorFigures(
          {
            id: 'p',
            path: '/p',
            pageType: 'InvestorShare',
            theme: 'Default',
            protection: 'None',
            sourceLanguage: 'en',
            published: {
              [language]: {
                title: 't',
                description: 'd',
                blocks: [{ id: 'b', kind: 'Table', figures: 'dividends', rows: [['x', 'y', 'z']] }],
              },
            },
          },
          investor,
        );
        const rows = page.published[language]?.blocks[0]?.['rows'] as readonly unknown[];
        expect(rows).toHaveLength(years.length + 1);
      }),
    );
  });
});
