import type { NavigationItem } from '@kmx/domain/navigation';
import { buildNavigationTree } from '@kmx/domain/navigation';
import { buildLink } from '@kmx/domain/routing';
import { describe, expect, it } from 'vitest';
import { footerView, isActive, menuItems } from './menu-items';

const localize = (address: string) => buildLink(address, { localeCode: 'de-ch', siteSlug: null });

function tree(source: Parameters<typeof buildNavigationTree>[0]): readonly NavigationItem[] {
  return buildNavigationTree(source, localize);
}

describe('the header menu', () => {
  const items = tree([
    {
      title: 'Products',
      slug: 'products',
      path: '/products',
      marketingTitle: 'New: <b>Crimp Centre 9</b>',
      marketingDescription: 'Crimping with monitored force.',
      sections: [
        {
          title: 'Wire',
          items: [{ title: 'Cutting', slug: 'cutting', path: '/products/cutting' }],
        },
      ],
    },
    {
      title: 'Company',
      slug: 'company',
      items: [{ title: '<b>History</b>', slug: 'history' }],
    },
    { title: 'Jobs', slug: 'jobs', path: 'https://jobs.example', target: '_blank' },
  ]);

  it('links each item in the locale, with children or the items of its sections', () => {
    const [products, company, jobs] = menuItems(items, '/company/history');
    expect(products?.items.map((item) => item.href)).toEqual(['/de-ch/products/cutting']);
    expect(company?.items[0]).toMatchObject({ title: 'History', href: '/de-ch/company/history' });
    expect(jobs).toMatchObject({ href: 'https://jobs.example', newTab: true });
  });

  it('gives an item with a marketing title or description a teaser, in plain text', () => {
    const [products, company] = menuItems(items, '/');
    expect(products?.teaser).toEqual({
      title: 'New: Crimp Centre 9',
      text: 'Crimping with monitored force.',
    });
    expect(company?.teaser).toBeUndefined();
  });

  it('marks the items the visitor is on or below', () => {
    const [products, company] = menuItems(items, '/company/history');
    expect(company?.active).toBe(true);
    expect(company?.items[0]?.active).toBe(true);
    expect(products?.active).toBe(false);
  });

  it('is made once per tree and page, and anew for another page', () => {
    const onHistory = menuItems(items, '/company/history');
    expect(menuItems(items, '/company/history')).toBe(onHistory);
    const onProducts = menuItems(items, '/products/cutting');
    expect(onProducts[0]?.active).toBe(true);
    expect(onProducts[1]?.active).toBe(false);
    expect(onHistory[1]?.active).toBe(true);
  });

  it('marks a home item active only on the home page', () => {
    const [home] = tree([{ title: 'Home', slug: '' }]);
    if (home === undefined) throw new Error('no home item');
    expect(isActive(home, '/')).toBe(true);
    expect(isActive(home, '/company')).toBe(false);
  });

  it('does not take a longer slug for a page below', () => {
    const [company] = items.slice(1);
    if (company === undefined) throw new Error('no company item');
    expect(isActive(company, '/company-news')).toBe(false);
  });
});

describe('the footer', () => {
  it('has a section per top item, its contact item apart', () => {
    const footer = footerView(
      tree([
        {
          title: 'Legal',
          slug: 'legal',
          path: '/imprint',
          items: [{ title: 'Privacy', slug: 'privacy', path: '/privacy' }],
        },
        { title: 'Komax', slug: 'komax', path: 'hard:/' },
        { title: 'Contact', slug: 'contact' },
      ]),
    );
    expect(footer.contactLink).toEqual({ title: 'Contact', href: '/de-ch/contact', newTab: false });
    expect(footer.sections).toEqual([
      { title: 'Legal', links: [{ title: 'Privacy', href: '/de-ch/privacy', newTab: false }] },
      { title: 'Komax', links: [{ title: 'Komax', href: '/', newTab: false }] },
    ]);
  });

  it('has no contact link without a contact item', () => {
    expect(footerView([]).contactLink).toBeNull();
  });
});
