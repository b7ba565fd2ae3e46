import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleTableBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { TableBlock } from './TableBlock';

describe('given the dividend table', () => {
  it('is a real table named by its caption, in a focusable scrolling region', () => {
    renderWithMessages(<TableBlock block={exampleTableBlock} />);
    const table = screen.getByRole('table', { name: 'Dividends' });
    const region = screen.getByRole('region', { name: 'Dividends' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(table)).toBe(true);
  });

  it('scopes header cells to columns and first cells to rows', () => {
    renderWithMessages(<TableBlock block={exampleTableBlock} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((cell) => [cell.textContent, cell.getAttribute('scope')])).toEqual([
      ['Financial year', 'col'],
      ['Dividend (CHF)', 'col'],
      ['Paid on', 'col'],
    ]);
    const rowHeader = screen.getByRole('rowheader', { name: '2022' });
    expect(rowHeader.getAttribute('scope')).toBe('row');
    expect(within(rowHeader.closest('tr') as HTMLElement).getByText('6.00')).toBeTruthy();
  });

  it('describes the table with its footnote', () => {
    renderWithMessages(<TableBlock block={exampleTableBlock} />);
    const table = screen.getByRole('table');
    const note = document.getElementById(table.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Dividends as approved by the annual general meeting.');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<TableBlock block={exampleTableBlock} />);
    await expectAccessible(container);
  });
});

describe('given a table without caption or footnote', () => {
  it('names its region "Table" (German "Tabelle")', () => {
    renderWithMessages(
      <TableBlock block={{ ...exampleTableBlock, caption: null, footnote: null }} />,
      'de',
    );
    expect(screen.getByRole('region', { name: 'Tabelle' })).toBeTruthy();
    expect(screen.getByRole('table').hasAttribute('aria-describedby')).toBe(false);
  });
});
