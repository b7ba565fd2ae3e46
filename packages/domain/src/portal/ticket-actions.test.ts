import { describe, expect, it } from 'vitest';
import { ticketActions } from './ticket-actions';

describe('what a ticket offers', () => {
  it('takes comments and a closure while it is open', () => {
    expect(ticketActions('open')).toEqual({ mayComment: true, mayClose: true });
    expect(ticketActions('awaitingCustomer')).toEqual({ mayComment: true, mayClose: true });
  });

  it('offers nothing once it is closed', () => {
    expect(ticketActions('closed')).toEqual({ mayComment: false, mayClose: false });
  });
});
