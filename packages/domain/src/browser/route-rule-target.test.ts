import { describe, expect, it } from 'vitest';
import { routeRuleTarget } from './route-rule-target';

const rules = [
  { pattern: '/old/**', to: '/new/**' },
  { pattern: '/shop', to: 'https://shop.example.com/en' },
  { pattern: '/landing', to: '/' },
  { pattern: '/german', to: '/de/unternehmen' },
  { pattern: '/search', to: '/find?from=search' },
];

describe('the route-rule target of a page', () => {
  it('keeps the locale of the path for a target inside the site', () => {
    expect(routeRuleTarget(rules, '/de/old/x')).toBe('/de/new/x');
    expect(routeRuleTarget(rules, '/en-us/landing')).toBe('/en-us');
    expect(routeRuleTarget(rules, '/en/search')).toBe('/en/find?from=search');
  });

  it('leaves a target with its own locale or another host as it is', () => {
    expect(routeRuleTarget(rules, '/en/german')).toBe('/de/unternehmen');
    expect(routeRuleTarget(rules, '/en/shop')).toBe('https://shop.example.com/en');
  });

  it('is the bare target for a path without locale', () => {
    expect(routeRuleTarget(rules, '/old/x')).toBe('/new/x');
  });

  it('is null when no rule matches', () => {
    expect(routeRuleTarget(rules, '/en/company')).toBeNull();
    expect(routeRuleTarget([], '/en/old')).toBeNull();
  });
});
