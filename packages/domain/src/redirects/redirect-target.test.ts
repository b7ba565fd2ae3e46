import { describe, expect, it } from 'vitest';
import { cleanQuery, hasTrailingSlash, redirectTarget, sameSitePath } from './redirect-target';

describe('a same-site path', () => {
  it('has one leading slash and no trailing slash', () => {
    expect(sameSitePath('/de/about/')).toBe('/de/about');
    expect(sameSitePath('de/about')).toBe('/de/about');
    expect(sameSitePath('')).toBe('/');
  });

  it('can never be read as another host', () => {
    expect(sameSitePath('//evil.example/x')).toBe('/evil.example/x');
    expect(sameSitePath('/\\evil.example')).toBe('/evil.example');
    expect(sameSitePath('/\t/evil.example')).toBe('/evil.example');
  });
});

describe('a trailing slash', () => {
  it('is a slash at the end of any path but the root', () => {
    expect(hasTrailingSlash('/de/about/')).toBe(true);
    expect(hasTrailingSlash('//')).toBe(true);
    expect(hasTrailingSlash('/de/about\\')).toBe(true);
    expect(hasTrailingSlash('/')).toBe(false);
    expect(hasTrailingSlash('/de/about')).toBe(false);
  });
});

describe('a cleaned query', () => {
  it('loses its question mark and any line break', () => {
    expect(cleanQuery('?a=1\r\nSet-Cookie:x')).toBe('a=1Set-Cookie:x');
    expect(cleanQuery('a=1')).toBe('a=1');
  });
});

describe('a configured redirect target', () => {
  it('is a same-site path with its query and fragment', () => {
    expect(redirectTarget('/de/new/?x=1#top', { allowExternal: false })).toEqual({
      kind: 'path',
      path: '/de/new',
      query: 'x=1',
      hash: '#top',
    });
    expect(redirectTarget('/de/new', { allowExternal: false })).toEqual({
      kind: 'path',
      path: '/de/new',
      query: null,
      hash: '',
    });
  });

  it('is an external https address only where allowed', () => {
    expect(redirectTarget('https://www.example.com/x', { allowExternal: true })).toEqual({
      kind: 'external',
      url: 'https://www.example.com/x',
    });
    expect(redirectTarget('https://www.example.com/x', { allowExternal: false })).toBeNull();
  });

  it('is never another scheme', () => {
    expect(redirectTarget('javascript:alert(1)', { allowExternal: true })).toBeNull();
    expect(redirectTarget('http://www.example.com', { allowExternal: true })).toBeNull();
    expect(redirectTarget('data:text/html,x', { allowExternal: true })).toBeNull();
  });

  it('is never an https address whose host could be read two ways', () => {
    expect(redirectTarget('https://good.example@evil.example', { allowExternal: true })).toBeNull();
    expect(
      redirectTarget('https://good.example\\@evil.example', { allowExternal: true }),
    ).toBeNull();
    expect(redirectTarget('https:///evil.example', { allowExternal: true })).toBeNull();
  });

  it('turns a protocol-relative address into a path of this site', () => {
    expect(redirectTarget('//evil.example/x', { allowExternal: true })).toMatchObject({
      kind: 'path',
      path: '/evil.example/x',
    });
  });
});

describe('characters that may not stand raw in a Location header', () => {
  it('are escaped in paths, queries and fragments', () => {
    expect(sameSitePath('/de/a b/café')).toBe('/de/a%20b/caf%C3%A9');
    expect(sameSitePath('/de/a?b#c')).toBe('/de/a%3Fb%23c');
    expect(cleanQuery('?q=a b#c')).toBe('q=a%20b%23c');
    expect(redirectTarget('/x?q=ü#a b', { allowExternal: false })).toMatchObject({
      query: 'q=%C3%BC',
      hash: '#a%20b',
    });
  });

  it('keep existing escapes as they are', () => {
    expect(sameSitePath('/de/a%20b')).toBe('/de/a%20b');
  });

  it('turn a lone surrogate into the replacement character', () => {
    expect(sameSitePath('/a\uD800')).toBe('/a%EF%BF%BD');
  });
});
