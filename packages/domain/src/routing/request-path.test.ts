import { describe, expect, it } from 'vitest';
import { pathWithinSite, readRequestPath } from './request-path';

describe('reading a request path', () => {
  it('finds the locale prefix as written and the segments after it', () => {
    expect(readRequestPath('/de-CH/events/internal-2025')).toEqual({
      localeSegment: 'de-CH',
      segments: ['events', 'internal-2025'],
    });
  });

  it('finds no locale in a path that starts with a page', () => {
    expect(readRequestPath('/company/history/')).toEqual({
      localeSegment: null,
      segments: ['company', 'history'],
    });
    expect(readRequestPath('/')).toEqual({ localeSegment: null, segments: [] });
  });
});

describe('the path within a site', () => {
  it('drops the site slug', () => {
    expect(pathWithinSite(['events', 'internal-2025'], 'events')).toBe('/internal-2025');
    expect(pathWithinSite(['Events'], 'events')).toBe('/');
  });

  it('keeps every segment of a site without path slug', () => {
    expect(pathWithinSite(['company', 'history'], null)).toBe('/company/history');
    expect(pathWithinSite([], null)).toBe('/');
  });
});
