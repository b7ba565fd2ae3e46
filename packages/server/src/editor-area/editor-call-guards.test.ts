import { describe, expect, it } from 'vitest';
import { isForeignRequest } from './editor-call-guards';

const own = 'http://127.0.0.1:3000';

describe('whether a request comes from a page of another origin', () => {
  it.each([
    ['our page, as Chromium sends a fetch', own, 'same-origin', false],
    ['our page, a same-origin GET without Origin', undefined, 'same-origin', false],
    ['curl or a test, naming nothing', undefined, undefined, false],
    ['our Origin alone (a browser without Sec-Fetch-Site)', own, undefined, false],
    ['another origin', 'https://evil.example', 'cross-site', true],
    ['another port of the same host', 'http://127.0.0.1:3001', 'same-site', true],
    ['the same host by another name', 'http://localhost:3000', undefined, true],
    ['an opaque origin (a sandboxed frame)', 'null', undefined, true],
    ['a cross-site fetch naming no Origin', undefined, 'cross-site', true],
    ['an address typed in', undefined, 'none', true],
  ])('%s: %s, %s → %s', (_case, origin, secFetchSite, foreign) => {
    expect(isForeignRequest({ origin, secFetchSite }, own)).toBe(foreign);
  });
});
