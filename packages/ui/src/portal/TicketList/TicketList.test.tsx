import type { TicketListQuery } from '@kmx/domain/portal';
import { ticketListSearch } from '@kmx/domain/portal';
import { exampleTicketListPage, exampleTicketListQuery, exampleTicketNow } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { TicketList, type TicketListProps, type TicketListState } from './TicketList';

const hrefFor = (query: TicketListQuery) => `/en/mykomax/tickets/list${ticketListSearch(query)}`;

function props(overrides: Partial<TicketListProps> = {}): TicketListProps {
  return {
    localeCode: 'en',
    query: exampleTicketListQuery,
    state: { kind: 'loaded', page: exampleTicketListPage },
    hrefFor,
    ticketHref: (id) => `/en/mykomax/tickets/${id}`,
    newTicketHref: '/en/mykomax/tickets/newticket',
    onQueryChange: vi.fn(),
    onRetry: vi.fn(),
    now: exampleTicketNow,
    ...overrides,
  };
}

const emptyPage = { ...exampleTicketListPage, items: [], total: 0 };

describe('given a page of tickets', () => {
  it('shows them in a table with a caption, a row link to each detail and the status in words', () => {
    renderWithPortalMessages(<TicketList {...props()} />);
    const table = screen.getByRole('table', { name: 'Your service tickets' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('4712');
    expect(
      within(first)
        .getByRole('link', { name: 'Crimp height drifts after tool change' })
        .getAttribute('href'),
    ).toBe('/en/mykomax/tickets/4712');
    expect(within(first).getByText('Open').className).toContain('ticket-status--open');
    expect(screen.getByText('43 tickets')).toBeTruthy();
  });

  it('writes dates relative, with the exact moment in a time element', () => {
    renderWithPortalMessages(<TicketList {...props()} />);
    const time = screen.getByText('3 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-03-11T08:00:00Z');
    expect(time.getAttribute('title')).toContain('2026');
  });

  it('marks only the sorted column with aria-sort', () => {
    const { container } = renderWithPortalMessages(<TicketList {...props()} />);
    const sorted = container.querySelectorAll('th[aria-sort]');
    expect(sorted).toHaveLength(1);
    expect(sorted[0]?.getAttribute('aria-sort')).toBe('descending');
    expect(sorted[0]?.textContent).toBe('Created');
    expect(sorted[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('turns the sorted column round, and sorts another from the first page', () => {
    const onQueryChange = vi.fn();
    const query = { ...exampleTicketListQuery, page: 2 };
    renderWithPortalMessages(<TicketList {...props({ query, onQueryChange })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...query, sort: 'created:asc', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Subject' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...query, sort: 'subject:asc', page: 1 });
  });

  it('sends the filters as the query the address would give', () => {
    const onQueryChange = vi.fn();
    const query = { ...exampleTicketListQuery, sort: 'subject:desc' as const, page: 3 };
    renderWithPortalMessages(<TicketList {...props({ query, onQueryChange })} />);
    const form = screen.getByRole('search', { name: 'Filter tickets' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/mykomax/tickets/list');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only my own tickets' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'awaitingCustomer' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Machine' }), {
      target: { value: 'Gamma 333' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  blade ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onQueryChange).toHaveBeenCalledWith({
      mine: true,
      status: 'awaitingCustomer',
      machine: 'Gamma 333',
      text: 'blade',
      sort: 'subject:desc',
      page: 1,
    });
  });

  it('pages with plain links that also call back', () => {
    const onQueryChange = vi.fn();
    renderWithPortalMessages(<TicketList {...props({ onQueryChange })} />);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/en/mykomax/tickets/list?page=2');
    fireEvent.click(next);
    expect(onQueryChange).toHaveBeenCalledWith({ ...exampleTicketListQuery, page: 2 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('says what a change brought in a polite live region, not on the first load', () => {
    const { container, rerender } = renderWithPortalMessages(<TicketList {...props()} />);
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region.textContent).toBe('');
    const query = { ...exampleTicketListQuery, sort: 'subject:asc' as const };
    const page = { ...exampleTicketListPage, total: 23 };
    rerender(<TicketList {...props({ query, state: { kind: 'loading' } })} />);
    expect(region.textContent).toBe('Loading tickets…');
    rerender(<TicketList {...props({ query, state: { kind: 'loaded', page } })} />);
    expect(region.textContent).toBe('Sorted by subject, A to Z. 23 tickets.');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithPortalMessages(<TicketList {...props()} />);
    await expectAccessible(container);
  });
});

describe('given the tickets on their way', () => {
  it('is busy and shows placeholder rows', async () => {
    const { container } = renderWithPortalMessages(
      <TicketList {...props({ state: { kind: 'loading' } })} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('.ticket-table__placeholder')).toHaveLength(5);
    await expectAccessible(container);
  });
});

describe('given a customer without any ticket', () => {
  it('says there are none yet and how to open one, without filters', async () => {
    const state: TicketListState = { kind: 'loaded', page: emptyPage };
    const { container } = renderWithPortalMessages(<TicketList {...props({ state })} />);
    expect(screen.getByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Create a ticket' })[1]?.getAttribute('href')).toBe(
      '/en/mykomax/tickets/newticket',
    );
    await expectAccessible(container);
  });
});

describe('given filters that match no ticket', () => {
  it('offers to clear the filters, keeping the sort', async () => {
    const onQueryChange = vi.fn();
    const query = { ...exampleTicketListQuery, mine: true, text: 'x', sort: 'status:asc' as const };
    const state: TicketListState = { kind: 'loaded', page: emptyPage };
    const { container } = renderWithPortalMessages(
      <TicketList {...props({ query, state, onQueryChange })} />,
    );
    expect(screen.getByRole('heading', { name: 'No tickets match these filters' })).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Clear filters' })[1] as HTMLElement;
    expect(clear.getAttribute('href')).toBe('/en/mykomax/tickets/list?sort=status:asc');
    fireEvent.click(clear);
    expect(onQueryChange).toHaveBeenCalledWith({ ...exampleTicketListQuery, sort: 'status:asc' });
    await expectAccessible(container);
  });
});

describe('given a page past the last one', () => {
  it('leads back to the first page', () => {
    const state: TicketListState = {
      kind: 'loaded',
      page: { ...exampleTicketListPage, items: [] },
    };
    renderWithPortalMessages(
      <TicketList {...props({ state, query: { ...exampleTicketListQuery, page: 9 } })} />,
    );
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/en/mykomax/tickets/list',
    );
  });
});

describe('given the ticketing service failing', () => {
  it('apologises, says to try later or contact support, and retries', async () => {
    const onRetry = vi.fn();
    const { container } = renderWithPortalMessages(
      <TicketList {...props({ state: { kind: 'failed' }, onRetry })} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please try again later');
    expect(screen.getByRole('alert').textContent).toContain('contact our support');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectAccessible(container);
  });
});

describe('given a German reader', () => {
  it('writes the list in German', () => {
    renderWithPortalMessages(<TicketList {...props({ localeCode: 'de-ch' })} />, 'de');
    expect(screen.getByRole('table', { name: 'Ihre Servicetickets' })).toBeTruthy();
    expect(screen.getByText('vor 3 Tagen')).toBeTruthy();
    expect(screen.getAllByText('Wartet auf Ihre Antwort')[1]?.className).toContain('ticket-status');
  });
});
