import { describe, expect, it } from 'vitest';
import { ticketListPage, ticketOrder } from './ticket-list';
import type { StoredTicket } from './ticketing-data';

function ticket(id: string, fields: Partial<StoredTicket> = {}): StoredTicket {
  return {
    id,
    organisationId: 'org-a',
    ownerSubject: 'mira',
    type: 'incident',
    subject: `Subject ${id}`,
    machine: null,
    serialNumber: null,
    concern: 'Cutter 355',
    machineModel: null,
    status: 'open',
    contact: { name: 'Mira', email: null },
    createdOn: '2025-01-01T00:00:00.000Z',
    description: 'Something is wrong.',
    location: { id: 'loc', name: 'Plant' },
    comments: [],
    closure: null,
    ...fields,
  };
}

const tickets = [
  ticket('T-1', { createdOn: '2025-01-01T00:00:00.000Z', subject: 'blade', status: 'closed' }),
  ticket('T-2', { createdOn: '2025-01-03T00:00:00.000Z', subject: 'Alarm', machine: 'Line 1' }),
  ticket('T-3', {
    createdOn: '2025-01-02T00:00:00.000Z',
    subject: 'Crimp',
    status: 'inProgress',
    machine: 'Line 2',
    ownerSubject: 'jonas',
    serialNumber: 'KX-480-0117',
  }),
  ticket('T-4', { createdOn: '2025-01-02T00:00:00.000Z', subject: 'alarm', machine: 'Line 1' }),
];

const ids = (args: Parameters<typeof ticketListPage>[2]) =>
  ticketListPage(tickets, 'mira', args).items.map((entry) => entry.id);

describe('ticketListPage', () => {
  it('lists newest first by default; the same moment by the higher id first', () => {
    expect(ids({})).toEqual(['T-2', 'T-4', 'T-3', 'T-1']);
  });

  it('sorts by subject regardless of case and by status in the order of the statuses', () => {
    expect(ids({ sort: 'subject:asc' })).toEqual(['T-2', 'T-4', 'T-1', 'T-3']);
    expect(ids({ sort: 'subject:desc' })).toEqual(['T-3', 'T-1', 'T-2', 'T-4']);
    expect(ids({ sort: 'status:asc' })).toEqual(['T-2', 'T-4', 'T-3', 'T-1']);
    expect(ids({ sort: 'status:desc' })).toEqual(['T-1', 'T-3', 'T-2', 'T-4']);
    expect(ids({ sort: 'created:asc' })).toEqual(['T-1', 'T-3', 'T-4', 'T-2']);
  });

  it('takes an unknown sort as the default', () => {
    expect(ids({ sort: 'price:asc' })).toEqual(ids({}));
    expect([...tickets].sort(ticketOrder(null)).map((entry) => entry.id)).toEqual(ids({}));
  });

  it('filters by owner, status, machine and text', () => {
    expect(ids({ ownOnly: true })).toEqual(['T-2', 'T-4', 'T-1']);
    expect(ids({ status: 'closed' })).toEqual(['T-1']);
    expect(ids({ machine: ' line 1 ' })).toEqual(['T-2', 'T-4']);
    expect(ids({ text: 'kx-480' })).toEqual(['T-3']);
    expect(ids({ text: 't-1' })).toEqual(['T-1']);
    expect(ids({ text: '   ' })).toEqual(ids({}));
  });

  it('pages, answering the total on every page and nothing past the last', () => {
    expect(ticketListPage(tickets, 'mira', { page: 2, pageSize: 3 })).toMatchObject({
      items: [{ id: 'T-1' }],
      total: 4,
      page: 2,
      pageSize: 3,
    });
    expect(ticketListPage(tickets, 'mira', { page: 9, pageSize: 3 }).items).toEqual([]);
  });

  it('takes a page or size below one, or a size over 100, as the nearest allowed', () => {
    expect(ticketListPage(tickets, 'mira', { page: 0, pageSize: -5 })).toMatchObject({
      page: 1,
      pageSize: 20,
    });
    expect(ticketListPage(tickets, 'mira', { pageSize: 1000 }).pageSize).toBe(100);
  });

  it('offers the machine names of the scope whatever the other filters', () => {
    expect(ticketListPage(tickets, 'mira', { status: 'closed' }).machines).toEqual([
      'Line 1',
      'Line 2',
    ]);
    expect(ticketListPage(tickets, 'mira', { ownOnly: true }).machines).toEqual(['Line 1']);
  });
});
