import { routeLayouts, routeTable } from '@kmx/domain/routing';
import { describe, expect, it } from 'vitest';
import { styleGuideSections } from './style-guide-sections';

describe('the style-guide sections', () => {
  it('are exactly the style-guide routes of the route table, with their paths', () => {
    const routes = routeTable
      .filter((route) => route.layout === routeLayouts.styleGuide)
      .map((route) => ({ kind: route.kind, path: route.pattern }));
    expect(styleGuideSections.map(({ kind, path }) => ({ kind, path }))).toEqual(routes);
  });
});
