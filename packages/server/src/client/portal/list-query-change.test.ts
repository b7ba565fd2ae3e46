import { defaultInventoryQuery, defaultTicketListQuery } from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { nextInventoryQuery, nextTicketListQuery } from './list-query-change';

describe('nextTicketListQuery', () => {
  const onPage3 = { ...defaultTicketListQuery, mine: true, page: 3 };

  it('goes to the page asked for when nothing else changed', () => {
    expect(nextTicketListQuery(onPage3, { ...onPage3, page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('starts at page 1 on a new filter or sort, whatever page came with it', () => {
    expect(nextTicketListQuery(onPage3, { ...onPage3, status: 'open' })).toEqual({
      ...onPage3,
      status: 'open',
      page: 1,
    });
    expect(nextTicketListQuery(onPage3, { ...onPage3, sort: 'subject:asc', page: 7 }).page).toBe(1);
  });
});

describe('nextInventoryQuery', () => {
  it('starts at page 1 on a new filter', () => {
    const onPage2 = { ...defaultInventoryQuery, page: 2 };
    expect(nextInventoryQuery(onPage2, { ...onPage2, plant: 'plant-1' })).toEqual({
      ...defaultInventoryQuery,
      plant: 'plant-1',
    });
    expect(nextInventoryQuery(onPage2, { ...onPage2, page: 5 }).page).toBe(5);
  });
});
