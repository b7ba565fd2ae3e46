import { describe, expect, it } from 'vitest';
import { pathFromSegments, pathPart, pathSegments } from './path-segments';

describe('path segments', () => {
  it('lists the segments of a path in order', () => {
    expect(pathSegments('/de/stories/my-story')).toEqual(['de', 'stories', 'my-story']);
  });

  it('drops empty segments from repeated and trailing slashes', () => {
    expect(pathSegments('//de//stories/')).toEqual(['de', 'stories']);
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('')).toEqual([]);
  });

  it('joins segments into a path with one leading slash and no trailing slash', () => {
    expect(pathFromSegments(['de', 'stories'])).toBe('/de/stories');
    expect(pathFromSegments(['', 'de', ''])).toBe('/de');
  });

  it('gives the root for no segments', () => {
    expect(pathFromSegments([])).toBe('/');
  });

  it('takes the path part of an address before its query or fragment', () => {
    expect(pathPart('/de/about?x=1#top')).toBe('/de/about');
    expect(pathPart('/de/about#top?x')).toBe('/de/about');
    expect(pathPart('/de/about')).toBe('/de/about');
  });
});
