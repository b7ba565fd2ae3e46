import { fireEvent, screen, within } from '@testing-library/react';
import type { InventoryQuery } from '@kmx/domain/portal';
import { defaultInventoryQuery, inventorySearch } from '@kmx/domain/portal';
import { describe, expect, it, vi } from 'vitest';
import { emptyInventoryPage, exampleInventoryPage } from '../../examples/portal-services-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import type { InventoryViewState } from '../InventoryView/inventory-state';
import { InventoryOldView } from './InventoryOldView';

const unfiltered = defaultInventoryQuery;
const hrefFor = (query: InventoryQuery) => `/en/mykomax/inventory/old${inventorySearch(query)}`;

function renderOld(state: InventoryViewState, query = unfiltered) {
  const onQueryChange = vi.fn();
  const onRetry = vi.fn();
  const view = renderWithPortalMessages(
    <InventoryOldView
      localeCode="en"
      state={state}
      query={query}
      hrefFor={hrefFor}
      onQueryChange={onQueryChange}
      onRetry={onRetry}
      newTicketHref={(machine) => `/en/mykomax/tickets/newticket?serial=${machine.serialNumber}`}
    />,
  );
  return { ...view, onQueryChange, onRetry };
}

describe('the older inventory view', () => {
  it('lists the machines grouped by plant, each with a ticket link', () => {
    renderOld({ kind: 'loaded', page: exampleInventoryPage });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Bern', 'Detroit', 'Shanghai']);
    const bern = screen.getByRole('heading', { name: 'Bern' }).closest('section');
    expect(bern).not.toBeNull();
    expect(within(bern as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen
        .getByRole('link', { name: 'Create a ticket for this machine (Alpha 550, K00100200)' })
        .getAttribute('href'),
    ).toBe('/en/mykomax/tickets/newticket?serial=K00100200');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('search', { name: 'Search machines' }).getAttribute('method')).toBe(
      'get',
    );
  });

  it('searches by model or serial number from page 1, dropping other filters', () => {
    const { onQueryChange } = renderOld(
      { kind: 'loaded', page: exampleInventoryPage },
      { plant: 'plant-bern', organisation: null, text: null, page: 2 },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Model or serial number' }), {
      target: { value: 'K0010' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...unfiltered, text: 'K0010' });
  });

  it('has the same empty, no-results and failed states', () => {
    const { unmount } = renderOld({ kind: 'loaded', page: emptyInventoryPage });
    expect(screen.getByText('No machines yet')).toBeTruthy();
    unmount();
    const second = renderOld(
      { kind: 'loaded', page: emptyInventoryPage },
      { ...unfiltered, text: 'x' },
    );
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/en/mykomax/inventory/old',
    );
    second.unmount();
    const { onRetry } = renderOld({ kind: 'failed' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderOld({ kind: 'loaded', page: exampleInventoryPage });
    await expectAccessible(container);
  });
});
