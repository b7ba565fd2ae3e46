import { describe, expect, it } from 'vitest';
import { operationKind } from './operation-kind';
import { ticketDetailQuery, closeTicketMutation } from './ticket-documents';

describe('operationKind', () => {
  it('tells a query from a mutation by the named operation', () => {
    expect(operationKind(ticketDetailQuery, 'ticketDetailQuery')).toBe('query');
    expect(operationKind(closeTicketMutation, 'closeTicketMutation')).toBe('mutation');
    const both = 'query a { x } mutation b { y }';
    expect(operationKind(both, 'a')).toBe('query');
    expect(operationKind(both, 'b')).toBe('mutation');
  });

  it('knows nothing of a document that does not parse or lacks the operation', () => {
    expect(operationKind('query a { x', 'a')).toBeNull();
    expect(operationKind('query a { x }', 'b')).toBeNull();
  });
});
