import { describe, expect, it } from 'vitest';
import { maxPurgeEntries, parseCachePurge, purgePath } from './cache-purge';

describe('parseCachePurge', () => {
  it('reads everything', () => {
    expect(parseCachePurge({ all: true })).toEqual({ kind: 'purge', purge: { kind: 'all' } });
  });

  it('reads pages by id and by path, without repeats', () => {
    expect(parseCachePurge({ ids: ['p-1', 'p-1'], paths: ['/company/'] })).toEqual({
      kind: 'purge',
      purge: { kind: 'pages', ids: ['p-1'], paths: ['/company'] },
    });
  });

  it('reads a public address with a locale as the path within the site', () => {
    expect(parseCachePurge({ paths: ['/en/company', '/de-ch/company/history'] })).toEqual({
      kind: 'purge',
      purge: { kind: 'pages', ids: [], paths: ['/company', '/company/history'] },
    });
  });

  it.each([
    ['a list', []],
    ['a string', 'all'],
    ['null', null],
    ['an empty object', {}],
    ['all as a string', { all: 'true' }],
    ['all with pages', { all: true, paths: ['/'] }],
    ['an unknown field', { pages: ['/'] }],
    ['ids not a list', { ids: 'p-1' }],
    ['a number among ids', { ids: [1] }],
    ['an empty id', { ids: [' '] }],
    ['a relative path', { paths: ['company'] }],
    ['a path with a query', { paths: ['/company?x=1'] }],
    ['a path that does not decode', { paths: ['/%E0%A4%A'] }],
    ['a control character', { ids: ['p\u0000'] }],
    ['too many pages', { ids: Array.from({ length: maxPurgeEntries + 1 }, (_, i) => `p${i}`) }],
  ])('refuses %s with a message', (_name, body) => {
    const parsed = parseCachePurge(body);
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.message.length).toBeGreaterThan(0);
  });
});

describe('purgePath', () => {
  it('gives the home as /', () => {
    expect(purgePath('/en')).toBe('/');
    expect(purgePath('/')).toBe('/');
  });

  it('decodes a percent-encoded path', () => {
    expect(purgePath('/caf%C3%A9')).toBe('/café');
  });
});
