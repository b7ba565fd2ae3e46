import { describe, expect, it } from 'vitest';
import {
  changeInventoryQuery,
  defaultInventoryQuery,
  inventoryPageSize,
  inventorySearch,
  parseInventoryQuery,
} from './inventory-query';

const parse = (search: string) => parseInventoryQuery(new URLSearchParams(search));

describe('parseInventoryQuery', () => {
  it('reads plant, organisation, search and page', () => {
    expect(parse('?plant=plant-3&organisation=org-acme&q=Gamma&page=2')).toEqual({
      plant: 'plant-3',
      organisation: 'org-acme',
      text: 'Gamma',
      page: 2,
    });
  });

  it('ignores bad and unknown values', () => {
    expect(parse('?plant=%20%20&organisation=&q=%07&page=two&sort=x')).toEqual(
      defaultInventoryQuery,
    );
  });
});

describe('inventorySearch', () => {
  it('leaves out the defaults', () => {
    expect(inventorySearch(defaultInventoryQuery)).toBe('');
    expect(inventorySearch({ ...defaultInventoryQuery, text: 'Omega 740', page: 12 })).toBe(
      '?q=Omega%20740&page=12',
    );
  });
});

describe('changeInventoryQuery', () => {
  it('goes back to page 1 on a new filter', () => {
    expect(
      changeInventoryQuery({ ...defaultInventoryQuery, page: 5 }, { plant: 'plant-1' }),
    ).toEqual({
      ...defaultInventoryQuery,
      plant: 'plant-1',
    });
  });
});

it('shows 25 machines a page', () => {
  expect(inventoryPageSize).toBe(25);
});
