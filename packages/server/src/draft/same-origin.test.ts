import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

const own = ['https://www.example.com', 'http://127.0.0.1:3000'];

describe('isSameOrigin', () => {
  it.each([
    [{ origin: 'https://www.example.com', secFetchSite: 'same-origin' }, true],
    [{ origin: 'http://127.0.0.1:3000', secFetchSite: undefined }, true],
    [{ origin: undefined, secFetchSite: 'same-origin' }, true],
    [{ origin: 'https://evil.example', secFetchSite: 'cross-site' }, false],
    [{ origin: 'https://evil.example', secFetchSite: undefined }, false],
    [{ origin: 'https://www.example.com', secFetchSite: 'same-site' }, false],
    [{ origin: undefined, secFetchSite: 'none' }, false],
    [{ origin: 'null', secFetchSite: undefined }, false],
    [{ origin: undefined, secFetchSite: undefined }, false],
    [{ origin: 'https://evil.example', secFetchSite: 'same-origin' }, false],
  ])('%j: %s', (headers, expected) => {
    expect(isSameOrigin(headers, own)).toBe(expected);
  });
});
