import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

function routeOf(kind: string) {
  return routeTable.find((route) => route.kind === kind);
}

describe('the route table', () => {
  it('lists the public routes of spec 2.1 under a locale prefix', () => {
    expect(routeOf('media-release')).toMatchObject({
      pattern: '/media-releases/:slug',
      localized: true,
    });
    expect(routeOf('products')).toMatchObject({ pattern: '/products/:path*', localized: true });
    expect(routeOf('story-contact')).toMatchObject({ pattern: '/stories/contacts/:author' });
    expect(routeOf('callback')).toMatchObject({ pattern: '/callback', localized: true });
    expect(routeOf('editor')).toMatchObject({ pattern: '/editor', localized: true });
  });

  it('lists the style-guide pages without locale and with their own layout', () => {
    const styleGuide = routeTable.filter((route) => route.layout === 'style-guide');
    expect(styleGuide.map((route) => route.pattern)).toEqual([
      '/style-guide',
      '/style-guide/buttons',
      '/style-guide/components',
      '/style-guide/inputs',
      '/style-guide/modules',
      '/style-guide/typography',
      '/style-guide/pages/error',
      '/style-guide/tools/email-links',
    ]);
    expect(styleGuide.every((route) => !route.localized)).toBe(true);
  });

  it('lists the portal routes of portal spec 2 under mykomax', () => {
    const portal = routeTable.filter((route) => route.kind.startsWith('portal-'));
    expect(portal.map((route) => route.pattern)).toEqual([
      '/mykomax',
      '/mykomax/account',
      '/mykomax/inventory',
      '/mykomax/inventory/old',
      '/mykomax/logout',
      '/mykomax/tickets/list',
      '/mykomax/tickets/newticket',
      '/mykomax/tickets/:id',
      '/mykomax/user-admin',
      '/mykomax/user-admin/:id',
      '/mykomax/wire-flow',
    ]);
  });

  it('lists /blank-callback without locale', () => {
    expect(routeOf('blank-callback')).toMatchObject({
      pattern: '/blank-callback',
      localized: false,
    });
  });

  it('ends with the catch-all for content pages', () => {
    expect(routeTable.at(-1)).toEqual({
      kind: 'content',
      pattern: '/:path*',
      localized: false,
      layout: 'default',
    });
  });
});
