import { describe, expect, it } from 'vitest';
import { buildMetaPath, latestBuildPath, readBuildInfo, readRouteRules } from './build-info';

describe('the build endpoints', () => {
  it('poll the latest build with a timestamp query', () => {
    expect(latestBuildPath(1_700_000_000_000)).toBe('/builds/latest.json?t=1700000000000');
  });

  it('name the manifest after the build', () => {
    expect(buildMetaPath('2024-05-01.3')).toBe('/builds/meta/2024-05-01.3.json');
    expect(buildMetaPath('a/b')).toBe('/builds/meta/a%2Fb.json');
  });
});

describe('a build answer', () => {
  it('gives the build identifier and time', () => {
    expect(readBuildInfo({ id: 'b1', timestamp: 17 })).toEqual({ id: 'b1', timestamp: 17 });
    expect(readBuildInfo({ id: 'b1' })).toEqual({ id: 'b1', timestamp: 0 });
  });

  it('without an identifier says nothing', () => {
    expect(readBuildInfo({ id: '' })).toBeNull();
    expect(readBuildInfo({ timestamp: 1 })).toBeNull();
    expect(readBuildInfo('b1')).toBeNull();
    expect(readBuildInfo(null)).toBeNull();
  });
});

describe('the route rules of a manifest', () => {
  it('are read from a list', () => {
    expect(
      readRouteRules({
        id: 'b1',
        routeRules: [
          { pattern: '/old', to: '/new', status: 301 },
          { pattern: '/shop/**', to: 'https://shop.example.com/**' },
          { pattern: '/odd', to: '/x', status: 200 },
        ],
      }),
    ).toEqual([
      { pattern: '/old', to: '/new', status: 301 },
      { pattern: '/shop/**', to: 'https://shop.example.com/**' },
      { pattern: '/odd', to: '/x' },
    ]);
  });

  it('are read from a record of redirects as the build tool writes them', () => {
    expect(
      readRouteRules({
        routeRules: {
          '/old': { redirect: '/new' },
          '/moved/**': { redirect: { to: '/elsewhere/**', statusCode: 308 } },
          '/cached': { swr: 60 },
        },
      }),
    ).toEqual([
      { pattern: '/old', to: '/new' },
      { pattern: '/moved/**', to: '/elsewhere/**', status: 308 },
    ]);
  });

  it('leave malformed entries out', () => {
    expect(readRouteRules(null)).toEqual([]);
    expect(readRouteRules({ routeRules: 'none' })).toEqual([]);
    expect(
      readRouteRules({ routeRules: [null, { pattern: 'old', to: '/x' }, { pattern: '/a' }] }),
    ).toEqual([]);
    expect(readRouteRules({ routeRules: { '/a': 'b', '/c': { redirect: '' } } })).toEqual([]);
  });
});
