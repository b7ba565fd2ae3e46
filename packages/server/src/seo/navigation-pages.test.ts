import type { NavigationSourceItem } from '@kmx/domain/navigation';
import { buildNavigationTree } from '@kmx/domain/navigation';
import { describe, expect, it } from 'vitest';
import { isWithin, navigationPages, withoutHiddenItems } from './navigation-pages';

const source: readonly NavigationSourceItem[] = [
  {
    title: 'Products',
    slug: 'products',
    path: '/products',
    sections: [
      { items: [{ title: 'Cutting', slug: 'cutting', path: '/products/wire-processing/cutting' }] },
    ],
  },
  {
    title: 'Company',
    slug: 'company',
    page: { id: 'page-company' },
    items: [
      {
        title: 'History',
        slug: 'history',
        page: { id: 'page-company-history' },
        hiddenSubItems: true,
        items: [{ title: 'Milestones', slug: 'milestones', page: { id: 'page-milestones' } }],
      },
      { title: 'Investors', slug: 'investors', path: '/investors', page: { id: 'page-investors' } },
    ],
  },
  { title: 'Style guide', slug: 'style-guide-content', page: { id: 'page-sg' }, hidden: true },
  { title: 'Komax', slug: 'komax', path: 'hard:/' },
  { title: 'Jobs', slug: 'jobs', path: 'https://jobs.example.com' },
  { title: 'Mail', slug: 'mail', path: 'mailto:brand@example.com' },
  { title: 'Investors again', slug: 'investors', path: '/investors/', page: { id: 'other' } },
];

describe('navigationPages', () => {
  it('lists each address of the site a visible item leads to, once, in tree order', () => {
    expect(navigationPages(buildNavigationTree(source))).toEqual([
      { unlocalizedUrl: '/products', pageId: null },
      { unlocalizedUrl: '/products/wire-processing/cutting', pageId: null },
      { unlocalizedUrl: '/company', pageId: 'page-company' },
      { unlocalizedUrl: '/company/history', pageId: 'page-company-history' },
      { unlocalizedUrl: '/investors', pageId: 'page-investors' },
    ]);
  });
});

describe('withoutHiddenItems', () => {
  it('drops hidden items and the children of items with hidden sub-items', () => {
    const visible = withoutHiddenItems(buildNavigationTree(source));
    expect(visible.map((item) => item.slug)).not.toContain('style-guide-content');
    const history = visible.find((item) => item.slug === 'company')?.items[0];
    expect(history?.slug).toBe('history');
    expect(history?.items).toEqual([]);
  });
});

describe('isWithin', () => {
  it.each([
    ['/komax/komax-protected', '/komax/komax-protected', true],
    ['/internal-2025/internal-productronica', '/internal-2025', true],
    ['/internal-2025-public', '/internal-2025', false],
    ['/anything', '/', true],
    ['/', '/company', false],
  ])('%s within %s: %s', (path, area, within) => {
    expect(isWithin(path, area)).toBe(within);
  });
});
