import { describe, expect, it } from 'vitest';
import { buildNavigationTree } from './navigation-tree';
import { isAvailableInCountry, visibleNavigation } from './navigation-visibility';

const today = { countryCode: 'CH', nextRelease: false, isMainSite: true };
const nextReleaseOnMainSite = { countryCode: 'CH', nextRelease: true, isMainSite: true };

function slugs(items: readonly { slug: string }[]): readonly string[] {
  return items.map((item) => item.slug);
}

describe('country limits of navigation items', () => {
  it('show an item without a countries list everywhere', () => {
    expect(isAvailableInCountry([], 'US')).toBe(true);
  });

  it('show an item with a countries list only for those countries', () => {
    expect(isAvailableInCountry(['CH', 'DE'], 'DE')).toBe(true);
    expect(isAvailableInCountry(['CH', 'DE'], 'US')).toBe(false);
  });

  it('ignore the case of country codes', () => {
    expect(isAvailableInCountry(['ch'], 'CH')).toBe(true);
  });

  it('leave out items of other countries, at any depth', () => {
    const tree = buildNavigationTree([
      { title: 'Swiss', slug: 'swiss', countries: ['CH'] },
      { title: 'US', slug: 'us', countries: ['US'] },
      {
        title: 'Company',
        slug: 'company',
        items: [{ title: 'US office', slug: 'us-office', countries: ['US'] }],
      },
    ]);
    const visible = visibleNavigation(tree, today);
    expect(slugs(visible)).toEqual(['swiss', 'company']);
    expect(visible[1]?.items).toEqual([]);
  });
});

describe('hidden navigation items', () => {
  it('are left out', () => {
    const tree = buildNavigationTree([
      { title: 'Company', slug: 'company' },
      { title: 'Secret', slug: 'secret', hidden: true },
    ]);
    expect(slugs(visibleNavigation(tree, today))).toEqual(['company']);
  });

  it('take their children with them', () => {
    const tree = buildNavigationTree([
      {
        title: 'Company',
        slug: 'company',
        items: [
          { title: 'About', slug: 'about' },
          { title: 'Secret', slug: 'secret', hidden: true, items: [{ title: 'X', slug: 'x' }] },
        ],
      },
    ]);
    expect(slugs(visibleNavigation(tree, today)[0]?.items ?? [])).toEqual(['about']);
  });

  it('with hidden sub-items keep the item but drop its children', () => {
    const tree = buildNavigationTree([
      {
        title: 'Company',
        slug: 'company',
        hiddenSubItems: true,
        items: [{ title: 'About', slug: 'about' }],
      },
    ]);
    const [company] = visibleNavigation(tree, today);
    expect(company?.slug).toBe('company');
    expect(company?.items).toEqual([]);
  });

  it('with hidden sub-items keep their sections', () => {
    const tree = buildNavigationTree([
      {
        title: 'Products',
        slug: 'products',
        hiddenSubItems: true,
        sections: [{ items: [{ title: 'Crimping', slug: 'crimping' }] }],
      },
    ]);
    expect(slugs(visibleNavigation(tree, today)[0]?.sections[0]?.items ?? [])).toEqual([
      'crimping',
    ]);
  });

  it('are left out of sections as well', () => {
    const tree = buildNavigationTree([
      {
        title: 'Products',
        slug: 'products',
        sections: [
          {
            items: [
              { title: 'Crimping', slug: 'crimping' },
              { title: 'Old', slug: 'old', hidden: true },
            ],
          },
        ],
      },
    ]);
    expect(slugs(visibleNavigation(tree, today)[0]?.sections[0]?.items ?? [])).toEqual([
      'crimping',
    ]);
  });
});

describe('next-release mode on the main site', () => {
  const tree = buildNavigationTree([
    { title: 'Products', slug: 'products' },
    {
      title: 'Company',
      slug: 'company',
      hiddenSubItems: true,
      items: [
        { title: 'Careers', slug: 'careers' },
        { title: 'Careers Switzerland', slug: 'careers-switzerland' },
        { title: 'New', slug: 'new', hidden: true },
      ],
    },
    { title: 'Coming', slug: 'coming', hidden: true },
    { title: 'Careers', slug: 'careers' },
    { title: 'Legacy', slug: 'legacy' },
  ]);

  it('drops the last top navigation item', () => {
    expect(slugs(visibleNavigation(tree, nextReleaseOnMainSite))).not.toContain('legacy');
  });

  it("keeps the footer's last item (its contact link)", () => {
    const footer = visibleNavigation(tree, { ...nextReleaseOnMainSite, menu: 'footer' });
    expect(slugs(footer)).toEqual(['products', 'company', 'coming', 'legacy']);
  });

  it('hides careers and careers-switzerland at any depth', () => {
    const visible = visibleNavigation(tree, nextReleaseOnMainSite);
    expect(slugs(visible)).not.toContain('careers');
    expect(slugs(visible[1]?.items ?? [])).toEqual(['new']);
  });

  it('ignores the hidden flags', () => {
    const visible = visibleNavigation(tree, nextReleaseOnMainSite);
    expect(slugs(visible)).toEqual(['products', 'company', 'coming']);
  });

  it('still applies country limits', () => {
    const limited = buildNavigationTree([
      { title: 'US', slug: 'us', countries: ['US'] },
      { title: 'Last', slug: 'last' },
    ]);
    expect(visibleNavigation(limited, nextReleaseOnMainSite)).toEqual([]);
  });

  it('changes nothing on another site', () => {
    const visible = visibleNavigation(tree, { ...nextReleaseOnMainSite, isMainSite: false });
    expect(slugs(visible)).toEqual(['products', 'company', 'careers', 'legacy']);
    expect(visible[1]?.items).toEqual([]);
  });

  it('is off when the mode is off', () => {
    expect(slugs(visibleNavigation(tree, today))).toEqual([
      'products',
      'company',
      'careers',
      'legacy',
    ]);
  });

  it('leaves an empty navigation empty', () => {
    expect(visibleNavigation([], nextReleaseOnMainSite)).toEqual([]);
  });
});
