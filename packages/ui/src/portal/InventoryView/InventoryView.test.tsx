import { fireEvent, screen, within } from '@testing-library/react';
import type { InventoryQuery } from '@kmx/domain/portal';
import { defaultInventoryQuery, inventorySearch } from '@kmx/domain/portal';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyInventoryPage,
  exampleInventoryPage,
  exampleLargeInventoryPage,
} from '../../examples/portal-services-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import type { InventoryViewState } from './inventory-state';
import { InventoryView } from './InventoryView';

const unfiltered = defaultInventoryQuery;
const hrefFor = (query: InventoryQuery) => `/en/mykomax/inventory${inventorySearch(query)}`;

function renderInventory(
  state: InventoryViewState,
  query: InventoryQuery = unfiltered,
  language = 'en',
) {
  const onQueryChange = vi.fn();
  const onRetry = vi.fn();
  const props = {
    localeCode: language,
    query,
    hrefFor,
    onQueryChange,
    onRetry,
    newTicketHref: (machine: { model: string; serialNumber: string }) =>
      `/en/mykomax/tickets/newticket?machine=${machine.model}&serial=${machine.serialNumber}`,
  };
  const view = renderWithPortalMessages(<InventoryView state={state} {...props} />, language);
  const rerender = (next: InventoryViewState, nextQuery: InventoryQuery) =>
    view.rerender(<InventoryView {...props} state={next} query={nextQuery} />);
  return { ...view, onQueryChange, onRetry, rerender };
}

const loaded: InventoryViewState = { kind: 'loaded', page: exampleInventoryPage };

describe('the inventory with machines', () => {
  it('lists them in a table with a caption, a count and a ticket link per row', () => {
    renderInventory(loaded);
    const table = screen.getByRole('table', { name: 'Machines of your organisations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Name', 'Serial number', 'Plant', 'Organisation', 'Year', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('8 machines', { selector: '.inventory-list__count' })).toBeTruthy();
    const first = screen.getByRole('link', {
      name: 'Create a ticket for this machine (Alpha 550, K00100200)',
    });
    expect(first.getAttribute('href')).toBe(
      '/en/mykomax/tickets/newticket?machine=Alpha 550&serial=K00100200',
    );
  });

  it('filters by plant and organisation with counts, in a GET form that works without script', () => {
    renderInventory(loaded);
    const form = screen.getByRole('search', { name: 'Filter machines' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/mykomax/inventory');
    const plant = screen.getByRole('combobox', { name: 'Plant' });
    expect(
      within(plant)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All plants', 'Bern (3)', 'Detroit (3)', 'Shanghai (2)']);
    expect(plant.getAttribute('name')).toBe('plant');
    expect(screen.getByRole('combobox', { name: 'Organisation' }).getAttribute('name')).toBe(
      'organisation',
    );
    expect(
      screen.getByRole('searchbox', { name: 'Model or serial number' }).getAttribute('name'),
    ).toBe('q');
  });

  it('submits the chosen filters as a query from page 1', () => {
    const { onQueryChange } = renderInventory(loaded, { ...unfiltered, page: 3 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Plant' }), {
      target: { value: 'plant-detroit' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Model or serial number' }), {
      target: { value: '  Gamma  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show machines' }));
    expect(onQueryChange).toHaveBeenCalledWith({
      plant: 'plant-detroit',
      organisation: null,
      text: 'Gamma',
      page: 1,
    });
  });

  it('keeps its fields in step with the address', () => {
    const { rerender } = renderInventory(loaded);
    rerender(loaded, { plant: 'plant-bern', organisation: null, text: 'Zeta', page: 1 });
    expect((screen.getByRole('combobox', { name: 'Plant' }) as HTMLSelectElement).value).toBe(
      'plant-bern',
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Model or serial number' }) as HTMLInputElement).value,
    ).toBe('Zeta');
  });

  it('pages with links that keep the filters', () => {
    const query = { ...unfiltered, plant: 'plant-bern', page: 2 };
    const { onQueryChange } = renderInventory(
      { kind: 'loaded', page: exampleLargeInventoryPage },
      query,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 12')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/mykomax/inventory?plant=plant-bern',
    );
    const next = within(pages).getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/en/mykomax/inventory?plant=plant-bern&page=3');
    fireEvent.click(next);
    expect(onQueryChange).toHaveBeenCalledWith({ ...query, page: 3 });
  });

  it('announces the count politely after a change', () => {
    const { rerender } = renderInventory({ kind: 'loading', page: exampleInventoryPage });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Loading machines…');
    expect(screen.getByRole('region', { name: 'Inventory' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.getByRole('table')).toBeTruthy();
    rerender({ kind: 'loaded', page: { ...exampleInventoryPage, total: 1 } }, unfiltered);
    expect(live?.textContent).toBe('1 machine');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderInventory({ kind: 'loaded', page: exampleLargeInventoryPage });
    await expectAccessible(container);
  });
});

describe('the inventory in its other states', () => {
  it('says it is loading before the first page', () => {
    renderInventory({ kind: 'loading', page: null });
    expect(
      screen.getByText('Loading machines…', { selector: '.inventory-list__loading' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says no machines are registered yet, without filters', () => {
    renderInventory({ kind: 'loaded', page: emptyInventoryPage });
    expect(screen.getByText('No machines yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to clear the filters when none match', () => {
    const { onQueryChange } = renderInventory(
      { kind: 'loaded', page: emptyInventoryPage },
      { ...unfiltered, text: 'nothing' },
    );
    expect(screen.getByText('No machines match these filters.')).toBeTruthy();
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear.getAttribute('href')).toBe('/en/mykomax/inventory');
    fireEvent.click(clear);
    expect(onQueryChange).toHaveBeenCalledWith(unfiltered);
  });

  it('apologises after a failure and tries again on request', async () => {
    const { onRetry, container } = renderInventory({ kind: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectAccessible(container);
  });

  it("reads German with the locale's plural", () => {
    renderInventory({ kind: 'loaded', page: exampleInventoryPage }, unfiltered, 'de');
    expect(screen.getByRole('table', { name: 'Maschinen Ihrer Organisationen' })).toBeTruthy();
    expect(screen.getByText('8 Maschinen', { selector: '.inventory-list__count' })).toBeTruthy();
  });
});
