import { describe, expect, it } from 'vitest';
import { addressPage, addressSearch, addressText } from './address-text';

describe('addressText', () => {
  it('trims, removes control characters and cuts to the limit', () => {
    expect(addressText('  Gamma 333\u0000 PC\n ', 100)).toBe('Gamma 333 PC');
    expect(addressText('x'.repeat(120), 100)).toBe('x'.repeat(100));
  });

  it('makes blank and absent texts null', () => {
    expect(addressText(null, 100)).toBeNull();
    expect(addressText(' \t\u0007 ', 100)).toBeNull();
  });

  it('never splits a character when cutting', () => {
    expect(addressText('ab😀c', 3)).toBe('ab😀');
  });
});

describe('addressPage', () => {
  it('reads a plain whole number from 1', () => {
    expect(addressPage('2')).toBe(2);
    expect(addressPage('100000')).toBe(100000);
  });

  it('falls back to page 1 for anything else', () => {
    for (const bad of [null, '', '0', '-1', '1.5', '02', ' 2', 'abc', '1e3', '100001', '9999999']) {
      expect(addressPage(bad)).toBe(1);
    }
  });
});

describe('addressSearch', () => {
  it('writes the set parameters in order and nothing for none', () => {
    expect(
      addressSearch([
        ['a', '1'],
        ['b', null],
        ['c', 'x y'],
      ]),
    ).toBe('?a=1&c=x%20y');
    expect(addressSearch([['a', null]])).toBe('');
  });

  it('keeps the colon of a sort readable and survives half a character', () => {
    expect(addressSearch([['sort', 'created:asc']])).toBe('?sort=created:asc');
    expect(addressSearch([['q', 'a\uD800']])).toBe('?q=a%EF%BF%BD');
  });
});
