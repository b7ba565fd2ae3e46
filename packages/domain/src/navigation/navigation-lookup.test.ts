import { describe, expect, it } from 'vitest';
import { buildNavigationTree } from './navigation-tree';
import { findNavigationItem, navigationPathTo } from './navigation-lookup';

const tree = buildNavigationTree([
  {
    title: 'Company',
    slug: 'company',
    items: [
      { title: 'About us', slug: 'about', items: [{ title: 'Team', slug: 'team' }] },
      { title: 'Careers', slug: 'careers' },
    ],
  },
  {
    title: 'Products',
    slug: 'products',
    sections: [{ title: 'Cutting', items: [{ title: 'Crimping', slug: 'crimping' }] }],
  },
  { title: 'Team', slug: 'team' },
]);

describe('finding a navigation item by slug', () => {
  it('finds a top item', () => {
    expect(findNavigationItem(tree, 'products')?.title).toBe('Products');
  });

  it('finds an item at any depth', () => {
    expect(findNavigationItem(tree, 'careers')?.unlocalizedUrl).toBe('/company/careers');
  });

  it('finds an item inside a section', () => {
    expect(findNavigationItem(tree, 'crimping')?.unlocalizedUrl).toBe('/products/crimping');
  });

  it('takes the first item in reading order when slugs repeat', () => {
    expect(findNavigationItem(tree, 'team')?.unlocalizedUrl).toBe('/company/about/team');
  });

  it('gives null for an unknown slug', () => {
    expect(findNavigationItem(tree, 'nowhere')).toBeNull();
  });
});

describe('the navigation path to an address', () => {
  it('lists the items from the top down to the item', () => {
    expect(navigationPathTo(tree, '/company/about/team').map((item) => item.title)).toEqual([
      'Company',
      'About us',
      'Team',
    ]);
  });

  it('reaches items inside sections', () => {
    expect(navigationPathTo(tree, '/products/crimping').map((item) => item.title)).toEqual([
      'Products',
      'Crimping',
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(navigationPathTo(tree, '/company/').map((item) => item.title)).toEqual(['Company']);
  });

  it('is empty for an address no item lives at', () => {
    expect(navigationPathTo(tree, '/nowhere')).toEqual([]);
  });

  it('finds the home item at the root address', () => {
    const withHome = buildNavigationTree([{ title: 'Home', slug: '' }]);
    expect(navigationPathTo(withHome, '/').map((item) => item.title)).toEqual(['Home']);
  });
});
