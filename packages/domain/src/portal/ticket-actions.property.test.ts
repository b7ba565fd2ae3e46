import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticketStatuses } from './Ticket';
import { ticketActions } from './ticket-actions';

test.prop([fc.constantFrom(...Object.values(ticketStatuses))])(
  'offers comment and closure together, exactly while the ticket is not closed',
  (status) => {
    const actions = ticketActions(status);
    expect(actions.mayComment).toBe(status !== 'closed');
    expect(actions.mayClose).toBe(actions.mayComment);
  },
);
