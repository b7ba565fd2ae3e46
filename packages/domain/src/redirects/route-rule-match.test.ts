import { describe, expect, it } from 'vitest';
import { matchRouteRule } from './route-rule-match';

describe('route rules of the build manifest', () => {
  it('match an exact path', () => {
    const rule = { pattern: '/old-page', to: '/new-page', status: 301 as const };
    expect(matchRouteRule([rule], '/old-page')).toEqual({ rule, to: '/new-page', status: 301 });
    expect(matchRouteRule([rule], '/old-page/child')).toBeNull();
  });

  it('match a path and everything below a wildcard', () => {
    const rule = { pattern: '/old/**', to: '/new' };
    expect(matchRouteRule([rule], '/old')).toMatchObject({ to: '/new' });
    expect(matchRouteRule([rule], '/old/a/b')).toMatchObject({ to: '/new' });
    expect(matchRouteRule([rule], '/older')).toBeNull();
  });

  it('carry the matched remainder into a target that ends in a wildcard', () => {
    const rule = { pattern: '/old/**', to: '/new/**?from=old' };
    expect(matchRouteRule([rule], '/old/a/b')).toMatchObject({ to: '/new/a/b?from=old' });
    expect(
      matchRouteRule([{ pattern: '/old/**', to: 'https://example.com/**' }], '/old/a'),
    ).toMatchObject({
      to: 'https://example.com/a',
    });
  });

  it('default to status 307', () => {
    expect(matchRouteRule([{ pattern: '/a', to: '/b' }], '/a')?.status).toBe(307);
  });

  it('prefer an exact rule, then the longest wildcard', () => {
    const rules = [
      { pattern: '/**', to: '/everything' },
      { pattern: '/a/**', to: '/a-below' },
      { pattern: '/a/b', to: '/exact' },
      { pattern: '/a/b/**', to: '/b-below' },
    ];
    expect(matchRouteRule(rules, '/a/b')?.to).toBe('/exact');
    expect(matchRouteRule(rules, '/a/b/c')?.to).toBe('/b-below');
    expect(matchRouteRule(rules, '/a/c')?.to).toBe('/a-below');
    expect(matchRouteRule(rules, '/z')?.to).toBe('/everything');
  });

  it('match nothing without rules', () => {
    expect(matchRouteRule([], '/a')).toBeNull();
  });
});
