import { describe, expect, it } from 'vitest';
import { telLink } from './tel-link';

describe('telLink', () => {
  it('keeps the digits and the leading plus of a written number', () => {
    expect(telLink('+41 41 455 00 00')).toBe('tel:+41414550000');
    expect(telLink('+41 (0)41 000-33-33')).toBe('tel:+410410003333');
    expect(telLink('041 455 00 00')).toBe('tel:0414550000');
  });

  it('drops a plus anywhere but at the start, and the spaces around the number', () => {
    expect(telLink('  +41 00 000 00 00 ')).toBe('tel:+41000000000');
    expect(telLink('0041+41+000')).toBe('tel:004141000');
  });
});
