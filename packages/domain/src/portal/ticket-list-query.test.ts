import { describe, expect, it } from 'vitest';
import {
  changeTicketListQuery,
  defaultTicketListQuery,
  parseTicketListQuery,
  ticketListPageSize,
  ticketListSearch,
} from './ticket-list-query';

const parse = (search: string) => parseTicketListQuery(new URLSearchParams(search));

describe('parseTicketListQuery', () => {
  it('reads the address of the design note', () => {
    expect(
      parse('?mine=1&status=open&machine=Zeta%20633&q=crimp&sort=created:desc&page=2'),
    ).toEqual({
      mine: true,
      status: 'open',
      machine: 'Zeta 633',
      text: 'crimp',
      sort: 'created:desc',
      page: 2,
    });
  });

  it('gives the plain list for an empty address', () => {
    expect(parse('')).toEqual(defaultTicketListQuery);
  });

  it('ignores bad values, each on its own', () => {
    expect(parse('?mine=yes&status=lost&machine=%20&q=%00&sort=price:asc&page=0')).toEqual(
      defaultTicketListQuery,
    );
    expect(parse('?status=closed&page=-3').status).toBe('closed');
  });

  it('ignores unknown parameters', () => {
    expect(parse('?utm_source=mail&sort=subject:asc')).toEqual({
      ...defaultTicketListQuery,
      sort: 'subject:asc',
    });
  });
});

describe('ticketListSearch', () => {
  it('leaves out the defaults', () => {
    expect(ticketListSearch(defaultTicketListQuery)).toBe('');
    expect(ticketListSearch({ ...defaultTicketListQuery, mine: true, page: 2 })).toBe(
      '?mine=1&page=2',
    );
  });

  it('writes every parameter in the documented order', () => {
    expect(
      ticketListSearch({
        mine: true,
        status: 'inProgress',
        machine: 'Zeta 633',
        text: 'crimp',
        sort: 'status:asc',
        page: 3,
      }),
    ).toBe('?mine=1&status=inProgress&machine=Zeta%20633&q=crimp&sort=status:asc&page=3');
  });
});

describe('changeTicketListQuery', () => {
  it('goes back to page 1 on a new filter or sort', () => {
    const onPage3 = { ...defaultTicketListQuery, page: 3 };
    expect(changeTicketListQuery(onPage3, { status: 'open' })).toEqual({
      ...defaultTicketListQuery,
      status: 'open',
    });
    expect(changeTicketListQuery(onPage3, { sort: 'subject:asc' }).page).toBe(1);
  });
});

it('shows 20 tickets a page', () => {
  expect(ticketListPageSize).toBe(20);
});
