import { describe, expect, it } from 'vitest';
import { ticketTimeline } from './ticket-timeline';
import type { StoredTicket } from './ticketing-data';

const photo = { id: 'a-1', name: 'plate.png', mediaType: 'image/png', sizeBytes: 120 };

const ticket: StoredTicket = {
  id: 'T-1',
  organisationId: 'org-a',
  ownerSubject: 'mira',
  type: 'incident',
  subject: 'Stops',
  machine: null,
  serialNumber: null,
  concern: 'Cutter 355',
  machineModel: null,
  status: 'inProgress',
  contact: { name: 'Mira', email: null },
  createdOn: '2025-01-01T08:00:00.000Z',
  description: 'It stops.',
  location: { id: 'loc', name: 'Plant' },
  comments: [
    {
      id: 'T-1-c2',
      author: 'Mira',
      fromProvider: false,
      text: 'Here is the plate.',
      createdOn: '2025-01-02T08:00:00.000Z',
      attachments: [photo],
    },
    {
      id: 'T-1-c1',
      author: 'Service desk',
      fromProvider: true,
      text: 'Please send a photo.',
      createdOn: '2025-01-01T09:00:00.000Z',
    },
  ],
  closure: null,
  statusChanges: [
    { id: 'T-1-s2', status: 'inProgress', author: 'Mira', at: '2025-01-02T08:00:00.000Z' },
    {
      id: 'T-1-s1',
      status: 'awaitingCustomer',
      author: 'Service desk',
      at: '2025-01-01T09:00:00.000Z',
    },
  ],
};

describe('ticketTimeline', () => {
  it('merges replies, comments and status changes oldest first, words before the change they caused', () => {
    expect(ticketTimeline(ticket)).toEqual([
      {
        id: 'T-1-c1',
        kind: 'reply',
        author: 'Service desk',
        at: '2025-01-01T09:00:00.000Z',
        text: 'Please send a photo.',
        status: null,
        attachments: [],
      },
      {
        id: 'T-1-s1',
        kind: 'statusChange',
        author: 'Service desk',
        at: '2025-01-01T09:00:00.000Z',
        text: null,
        status: 'awaitingCustomer',
        attachments: [],
      },
      {
        id: 'T-1-c2',
        kind: 'comment',
        author: 'Mira',
        at: '2025-01-02T08:00:00.000Z',
        text: 'Here is the plate.',
        status: null,
        attachments: [photo],
      },
      {
        id: 'T-1-s2',
        kind: 'statusChange',
        author: 'Mira',
        at: '2025-01-02T08:00:00.000Z',
        text: null,
        status: 'inProgress',
        attachments: [],
      },
    ]);
  });

  it('reads a ticket of an older data file, without status changes, as its comments alone', () => {
    const { statusChanges, ...older } = ticket;
    expect(statusChanges).toHaveLength(2);
    expect(ticketTimeline(older).map((event) => event.kind)).toEqual(['reply', 'comment']);
  });
});
