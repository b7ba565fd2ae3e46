import { describe, expect, it } from 'vitest';
import { nextTicketSort, sortParts } from './ticket-list-sort';

describe('a click on a sortable header', () => {
  it('turns the sorted column round', () => {
    expect(nextTicketSort('created:desc', 'created')).toBe('created:asc');
    expect(nextTicketSort('created:asc', 'created')).toBe('created:desc');
    expect(nextTicketSort('subject:asc', 'subject')).toBe('subject:desc');
  });

  it('sorts another column newest first, or from A', () => {
    expect(nextTicketSort('subject:desc', 'created')).toBe('created:desc');
    expect(nextTicketSort('created:desc', 'subject')).toBe('subject:asc');
    expect(nextTicketSort('created:asc', 'status')).toBe('status:asc');
  });
});

describe('the parts of a sort', () => {
  it('are its field and direction', () => {
    expect(sortParts('status:desc')).toEqual({ field: 'status', direction: 'desc' });
  });
});
