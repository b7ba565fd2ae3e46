import { describe, expect, it } from 'vitest';
import { ticketPrefill, ticketPrefillSearch } from './ticket-prefill';

const prefill = (search: string) => ticketPrefill(new URLSearchParams(search));

describe('ticketPrefill', () => {
  it('takes the machine name and serial number of an inventory row', () => {
    expect(prefill('?machine=Zeta%20633&serial=SN-100234')).toEqual({
      machine: 'Zeta 633',
      serialNumber: 'SN-100234',
    });
  });

  it('cleans the values: trimmed, no control characters, at most 100 characters', () => {
    expect(prefill(`?machine=%20Gamma%0A333%20&serial=${'9'.repeat(150)}`)).toEqual({
      machine: 'Gamma333',
      serialNumber: '9'.repeat(100),
    });
  });

  it('ignores unknown parameters and blank values', () => {
    expect(prefill('?subject=Pay%20now&description=x&serial=%20')).toEqual({
      machine: null,
      serialNumber: null,
    });
  });
});

describe('ticketPrefillSearch', () => {
  it('writes the link of a machine', () => {
    expect(ticketPrefillSearch({ machine: 'Zeta 633', serialNumber: 'SN-1' })).toBe(
      '?machine=Zeta%20633&serial=SN-1',
    );
    expect(ticketPrefillSearch({ machine: null, serialNumber: null })).toBe('');
  });
});
