import { describe, expect, it } from 'vitest';
import { buildNavigationTree, childAddress } from './navigation-tree';

describe('the address of a navigation item', () => {
  it('is its parent address plus its slug', () => {
    expect(childAddress('/company', 'about')).toBe('/company/about');
  });

  it('starts from the root for a top item', () => {
    expect(childAddress('/', 'company')).toBe('/company');
  });

  it('ignores stray slashes around the parent address and the slug', () => {
    expect(childAddress('/company/', '/team/')).toBe('/company/team');
  });

  it('is the parent address itself for an empty slug', () => {
    expect(childAddress('/', '')).toBe('/');
    expect(childAddress('/company', '')).toBe('/company');
  });
});

describe('building the navigation tree', () => {
  it('gives every item its parent address plus its slug', () => {
    const [company] = buildNavigationTree([
      {
        title: 'Company',
        slug: 'company',
        items: [{ title: 'About us', slug: 'about', items: [{ title: 'Team', slug: 'team' }] }],
      },
    ]);
    expect(company?.unlocalizedUrl).toBe('/company');
    expect(company?.items[0]?.unlocalizedUrl).toBe('/company/about');
    expect(company?.items[0]?.items[0]?.unlocalizedUrl).toBe('/company/about/team');
  });

  it('names the parent address of each item and none for a top item', () => {
    const [company] = buildNavigationTree([
      { title: 'Company', slug: 'company', items: [{ title: 'About us', slug: 'about' }] },
    ]);
    expect(company?.parent).toBeNull();
    expect(company?.items[0]?.parent).toBe('/company');
  });

  it('localizes each address with the given function', () => {
    const [company] = buildNavigationTree(
      [{ title: 'Company', slug: 'company', items: [{ title: 'About us', slug: 'about' }] }],
      (path) => `/en-ch${path}`,
    );
    expect(company?.url).toBe('/en-ch/company');
    expect(company?.items[0]?.url).toBe('/en-ch/company/about');
    expect(company?.items[0]?.unlocalizedUrl).toBe('/company/about');
  });

  it('keeps the address unchanged without a localize function', () => {
    const [company] = buildNavigationTree([{ title: 'Company', slug: 'company' }]);
    expect(company?.url).toBe('/company');
  });

  it('uses a fixed path instead of the built address, and children follow it', () => {
    const [stories] = buildNavigationTree([
      {
        title: 'Stories',
        slug: 'stories-menu',
        path: '/stories',
        items: [{ title: 'Authors', slug: 'contacts' }],
      },
    ]);
    expect(stories?.unlocalizedUrl).toBe('/stories');
    expect(stories?.path).toBe('/stories');
    expect(stories?.items[0]?.unlocalizedUrl).toBe('/stories/contacts');
  });

  it('places section items below the item that holds the sections', () => {
    const [products] = buildNavigationTree([
      {
        title: 'Products',
        slug: 'products',
        sections: [{ title: 'Cutting', items: [{ title: 'Crimping', slug: 'crimping' }] }, {}],
      },
    ]);
    expect(products?.sections[0]?.title).toBe('Cutting');
    expect(products?.sections[0]?.items[0]?.unlocalizedUrl).toBe('/products/crimping');
    expect(products?.sections[0]?.items[0]?.parent).toBe('/products');
    expect(products?.sections[1]).toEqual({ title: null, items: [] });
  });

  it('fills the defaults of missing fields', () => {
    const [item] = buildNavigationTree([{ title: 'Company', slug: 'company' }]);
    expect(item).toEqual({
      title: 'Company',
      slug: 'company',
      breadcrumbOverride: null,
      items: [],
      countries: [],
      unlocalizedUrl: '/company',
      url: '/company',
      hidden: false,
      hiddenSubItems: false,
      parent: null,
      page: null,
      path: null,
      target: '_self',
      linkTitle: null,
      marketingSection: null,
      marketingTitle: null,
      marketingDescription: null,
      sections: [],
    });
  });

  it('keeps the fields that are given', () => {
    const [item] = buildNavigationTree([
      {
        title: 'Careers',
        slug: 'careers',
        breadcrumbOverride: 'Jobs',
        countries: ['CH'],
        hidden: true,
        hiddenSubItems: true,
        page: { id: 'page-7' },
        target: '_blank',
        linkTitle: 'Open positions',
        marketingTitle: 'Join us',
        marketingDescription: 'Work with machines',
      },
    ]);
    expect(item).toMatchObject({
      breadcrumbOverride: 'Jobs',
      countries: ['CH'],
      hidden: true,
      hiddenSubItems: true,
      page: { id: 'page-7' },
      target: '_blank',
      linkTitle: 'Open positions',
      marketingTitle: 'Join us',
      marketingDescription: 'Work with machines',
    });
  });

  it('gives a marketing section the background Dark_White unless it names one', () => {
    const [plain, coloured] = buildNavigationTree([
      { title: 'A', slug: 'a', marketingSection: { logo: '/logo.svg' } },
      {
        title: 'B',
        slug: 'b',
        marketingSection: {
          backgroundColor: 'Blue',
          link: { kind: 'external', text: 'Shop', url: 'https://shop.example' },
        },
      },
    ]);
    expect(plain?.marketingSection).toEqual({
      logo: '/logo.svg',
      backgroundColor: 'Dark_White',
      link: null,
    });
    expect(coloured?.marketingSection).toEqual({
      logo: null,
      backgroundColor: 'Blue',
      link: { kind: 'external', text: 'Shop', url: 'https://shop.example' },
    });
  });

  it('has no marketing section when the source has none', () => {
    const [item] = buildNavigationTree([{ title: 'A', slug: 'a', marketingSection: null }]);
    expect(item?.marketingSection).toBeNull();
  });
});
