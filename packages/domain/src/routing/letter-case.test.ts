import { describe, expect, it } from 'vitest';
import { canonicalLetterCase } from './letter-case';
import { readRequestPath } from './request-path';

describe('the canonical letter case of a request path', () => {
  it('writes the site slug as the site names it', () => {
    expect(canonicalLetterCase(readRequestPath('/en/PRODUCTRONICA/booth'), 'productronica')).toBe(
      '/en/productronica/booth',
    );
  });

  it('writes a fixed route segment in its own case, parameters as written', () => {
    expect(canonicalLetterCase(readRequestPath('/de/Stories/Contacts/Marco'), null)).toBe(
      '/de/stories/contacts/Marco',
    );
    expect(canonicalLetterCase(readRequestPath('/de/PRODUCTS/Wire/X'), null)).toBe(
      '/de/products/Wire/X',
    );
    expect(canonicalLetterCase(readRequestPath('/Style-Guide/Buttons'), null)).toBe(
      '/style-guide/buttons',
    );
  });

  it('leaves a content address as written', () => {
    expect(canonicalLetterCase(readRequestPath('/en/Company/History'), null)).toBe(
      '/en/Company/History',
    );
  });

  it('leaves a first segment alone that is not the site slug', () => {
    expect(canonicalLetterCase(readRequestPath('/en/Events/x'), null)).toBe('/en/Events/x');
  });
});
