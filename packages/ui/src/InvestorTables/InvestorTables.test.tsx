import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleInvestor } from '../examples/example-modules';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { InvestorTables } from './InvestorTables';

function tableUnder(heading: string): HTMLTableElement {
  const section = screen.getByRole('heading', { name: heading }).closest('section');
  return section?.querySelector('table') as HTMLTableElement;
}

function rows(table: HTMLTableElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    // Intl separates currency and amount with a no-break space.
    [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')),
  );
}

describe('given the share, dividend and calendar data', () => {
  it('shows the share counts grouped the locale way', () => {
    renderWithMessages(<InvestorTables investor={exampleInvestor} locale="en-US" />);
    expect(rows(tableUnder('Shares'))[0]).toEqual(['Registered shares issued', '5,132,819']);
  });

  it('shows the dividends in CHF with two decimals', () => {
    renderWithMessages(<InvestorTables investor={exampleInvestor} locale="en-US" />);
    const table = tableUnder('Dividend per share');
    expect(rows(table)[0]).toEqual([
      '2022',
      'Ordinary dividend',
      'CHF 3.50',
      'April 20, 2023',
      'April 24, 2023',
    ]);
    expect(rows(table)[2]?.[2]).toBe('CHF 0.00');
  });

  it('shows the financial calendar of 2023 with dates in the locale', () => {
    renderWithMessages(<InvestorTables investor={exampleInvestor} locale="en-CH" />);
    const table = tableUnder('Financial calendar');
    expect(rows(table)[0]).toEqual(['9 March 2023', 'Annual report 2022']);
    expect(table.querySelector('time')?.getAttribute('dateTime')).toBe('2023-03-09');
  });

  it('formats for a German-speaking visitor in Germany', () => {
    renderWithMessages(<InvestorTables investor={exampleInvestor} locale="de-DE" />, 'de');
    expect(rows(tableUnder('Aktien'))[0]?.[1]).toBe('5.132.819');
    expect(rows(tableUnder('Dividende pro Aktie'))[0]?.[2]).toBe('3,50 CHF');
    expect(rows(tableUnder('Finanzkalender'))[0]?.[0]).toBe('9. März 2023');
  });

  it('names every column', () => {
    renderWithMessages(<InvestorTables investor={exampleInvestor} locale="en" />);
    const headers = within(tableUnder('Dividend per share'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Financial year',
      'Distribution',
      'Amount (CHF)',
      'Ex-dividend date',
      'Payment date',
    ]);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <InvestorTables investor={exampleInvestor} locale="en" />,
    );
    await expectAccessible(container);
  });
});

describe('given only the calendar (the financial calendar page)', () => {
  it('shows no share or dividend table', () => {
    renderWithMessages(
      <InvestorTables
        investor={{ ...exampleInvestor, shareCounts: [], dividends: [] }}
        locale="en"
      />,
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Financial calendar' })).toBeTruthy();
  });
});

describe('given no figures at all', () => {
  it('says so instead of showing empty tables', () => {
    renderWithMessages(
      <InvestorTables
        investor={{ shareCounts: [], dividends: [], financialCalendar: [] }}
        locale="en"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No figures are published at the moment.')).toBeTruthy();
  });
});

describe('given a date the content service wrote wrongly', () => {
  it('shows it as it is rather than failing', () => {
    renderWithMessages(
      <InvestorTables
        investor={{
          shareCounts: [],
          dividends: [],
          financialCalendar: [{ date: 'spring', title: 'AGM' }],
        }}
        locale="en"
      />,
    );
    expect(screen.getByText('spring')).toBeTruthy();
  });
});
