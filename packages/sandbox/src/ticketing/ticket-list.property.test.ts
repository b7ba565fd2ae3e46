import fc from 'fast-check';
import { ticketSorts, ticketStatuses } from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { ticketListPage } from './ticket-list';
import type { StoredTicket } from './ticketing-data';

/** Tickets with the fields the list reads; numbered so each is told apart. */
const tickets = fc
  .array(
    fc.record({
      subject: fc.string({ maxLength: 8 }),
      status: fc.constantFrom(...Object.values(ticketStatuses)),
      minutes: fc.integer({ min: 0, max: 1_000_000 }),
      ownerSubject: fc.constantFrom('mira', 'jonas'),
    }),
    { maxLength: 40 },
  )
  .map((records) =>
    records.map(({ minutes, ...record }, index): StoredTicket => ({
      ...record,
      id: `T-${index}`,
      organisationId: 'org-a',
      type: 'incident',
      machine: null,
      serialNumber: null,
      concern: 'Cutter 355',
      machineModel: null,
      contact: { name: 'Mira', email: null },
      createdOn: new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString(),
      description: '',
      location: { id: 'loc', name: 'Plant' },
      comments: [],
      closure: null,
    })),
  );

describe('ticketListPage, for any tickets, order, page size and owner filter', () => {
  it('splits the matching tickets into pages that together hold each exactly once', () => {
    fc.assert(
      fc.property(
        tickets,
        fc.constantFrom(...ticketSorts),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (all, sort, pageSize, ownOnly) => {
          const request = { sort, pageSize, ownOnly };
          const first = ticketListPage(all, 'mira', request);
          const pages = Math.ceil(first.total / pageSize);
          const seen = Array.from(
            { length: pages },
            (_, index) => ticketListPage(all, 'mira', { ...request, page: index + 1 }).items,
          ).flat();
          const expected = all.filter((entry) => !ownOnly || entry.ownerSubject === 'mira');
          expect(first.total).toBe(expected.length);
          expect(seen.map((entry) => entry.id).sort()).toEqual(
            expected.map((entry) => entry.id).sort(),
          );
        },
      ),
    );
  });
});
