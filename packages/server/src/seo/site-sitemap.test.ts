import type { Page } from '@kmx/domain/content';
import type { NavigationSourceItem } from '@kmx/domain/navigation';
import type { PageByIdRequest, PageRequest } from '@kmx/domain/ports';
import type { Site } from '@kmx/domain/site';
import { describe, expect, it } from 'vitest';
import { siteSitemapEntries } from './site-sitemap';

const site: Site = {
  id: 'site-brand-portal',
  name: 'Brand Portal',
  slug: 'brand-portal',
  internationalOnly: false,
  hideSideButtons: true,
  enableCutFont: false,
  headerNavigationId: 'header',
  footerNavigationId: 'footer',
  domains: ['localhost/brand-portal'],
};

function page(id: string, url: string, more: Partial<Page> = {}): Page {
  return {
    id,
    siteId: site.id,
    title: id,
    slug: url.split('/').at(-1) ?? '',
    url,
    pageType: 'Content',
    theme: 'Default',
    contentLanguage: 'en',
    isLanguageFallback: false,
    isLanguageUnavailable: false,
    languages: ['en', 'de'],
    isPublished: true,
    protection: 'none',
    description: '',
    blocks: [],
    ...more,
  };
}

const pages = new Map<string, Page>([
  ['home', page('home', '/', { languages: ['en', 'de', 'fr'] })],
  ['komax', page('komax', '/komax')],
  [
    'komax-protected',
    page('komax-protected', '/komax/komax-protected', { protection: 'password' }),
  ],
  ['below-protected', page('below-protected', '/komax/komax-protected/files')],
  ['role', page('role', '/partners', { protection: { role: 'partner' } })],
  ['english', page('english', '/english-only', { languages: ['en'] })],
  ['draft', page('draft', '/draft', { isPublished: false })],
  ['error', page('error', '/error', { pageType: 'System' })],
]);

const header: readonly NavigationSourceItem[] = [
  {
    title: 'Komax',
    slug: 'komax',
    page: { id: 'komax' },
    items: [
      {
        title: 'Downloads',
        slug: 'komax-protected',
        page: { id: 'komax-protected' },
        items: [{ title: 'Files', slug: 'files', page: { id: 'below-protected' } }],
      },
    ],
  },
  { title: 'Partners', slug: 'partners', page: { id: 'role' } },
  { title: 'English', slug: 'english-only', page: { id: 'english' } },
  { title: 'Draft', slug: 'draft', page: { id: 'draft' } },
  { title: 'Error', slug: 'error', page: { id: 'error' } },
  { title: 'Missing', slug: 'missing', page: { id: 'no-such-page' } },
  { title: 'Products', slug: 'products', path: '/products' },
];
const footer: readonly NavigationSourceItem[] = [
  { title: 'Komax', slug: 'komax', path: 'hard:/' },
  { title: 'Contact', slug: 'contact', path: 'mailto:brand@example.com' },
];

const sources = {
  navigation: {
    navigationTree: ({ id }: { id: string }) => Promise.resolve(id === 'header' ? header : footer),
  },
  pages: {
    pageById: ({ id }: PageByIdRequest) => Promise.resolve(pages.get(id) ?? null),
    pageByPath: ({ path }: PageRequest) =>
      Promise.resolve(path === '/' ? (pages.get('home') ?? null) : null),
  },
};

function entriesIn(language: string) {
  return siteSitemapEntries(sources, {
    site,
    language,
    siteLanguages: ['en', 'de', 'fr'],
    origin: 'https://www.example.com',
  });
}

describe('siteSitemapEntries', () => {
  it('lists the home page and every public page the navigation leads to', async () => {
    const locs = (await entriesIn('en')).map((entry) => entry.loc);
    expect(locs).toEqual([
      'https://www.example.com/en/brand-portal',
      'https://www.example.com/en/brand-portal/komax',
      'https://www.example.com/en/brand-portal/english-only',
      'https://www.example.com/en/brand-portal/products',
    ]);
  });

  it('leaves out pages not written in the language', async () => {
    const locs = (await entriesIn('de')).map((entry) => entry.loc);
    expect(locs).toContain('https://www.example.com/de/brand-portal/komax');
    expect(locs).not.toContain('https://www.example.com/de/brand-portal/english-only');
  });

  it('gives each page its languages among the site’s, and x-default in the default language', async () => {
    const [home, komax, , products] = await entriesIn('en');
    expect(home?.alternates.map((link) => link.hrefLang)).toEqual(['en', 'de', 'fr', 'x-default']);
    expect(komax?.alternates).toEqual([
      { hrefLang: 'en', href: 'https://www.example.com/en/brand-portal/komax' },
      { hrefLang: 'de', href: 'https://www.example.com/de/brand-portal/komax' },
      { hrefLang: 'x-default', href: 'https://www.example.com/en/brand-portal/komax' },
    ]);
    expect(products?.alternates.map((link) => link.hrefLang)).toEqual([
      'en',
      'de',
      'fr',
      'x-default',
    ]);
  });

  it('puts main-site addresses right after the language', async () => {
    const [home] = await siteSitemapEntries(sources, {
      site: { ...site, slug: null },
      language: 'fr',
      siteLanguages: ['fr'],
      origin: 'https://www.example.com',
    });
    expect(home).toEqual({
      loc: 'https://www.example.com/fr',
      alternates: [{ hrefLang: 'fr', href: 'https://www.example.com/fr' }],
    });
  });
});
