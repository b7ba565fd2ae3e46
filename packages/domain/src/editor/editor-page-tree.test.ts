import { describe, expect, it } from 'vitest';
import { buildNavigationTree } from '../navigation/navigation-tree';
import { editorPageTree } from './editor-page-tree';
import type { EditorPage } from './EditorPage';

function page(id: string, path: string, title = id): EditorPage {
  return {
    id,
    title,
    path,
    isPublished: true,
    languages: ['en', 'de'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: [] },
  };
}

const home = page('page-home', '/', 'Startseite');
const company = page('page-company', '/company', 'Unternehmen');
const history = page('page-history', '/company/history', 'Geschichte');
const careers = page('page-careers', '/company/careers', 'Karriere');
const brochures = page('page-brochures', '/company/brochures', 'Broschüren');
const imprint = page('page-imprint', '/imprint', 'Impressum');
const error = page('page-error', '/error', 'Fehler');
const pages = [imprint, home, careers, history, error, company, brochures];

// Like the site: the locale prefix before an address within the site, an outside address as it is.
const localize = (path: string) =>
  !path.startsWith('/') ? path : path === '/' ? '/de' : `/de${path}`;
const navigation = buildNavigationTree(
  [
    { title: 'Home', slug: '', page: { id: 'page-home' } },
    {
      title: 'Unternehmen',
      slug: 'company',
      page: { id: 'page-company' },
      hiddenSubItems: true,
      items: [
        // No page named: the page at its address stands in.
        { title: 'Geschichte', slug: 'history' },
        { title: 'Karriere', slug: 'careers', page: { id: 'page-careers' }, hidden: true },
      ],
      sections: [{ title: 'Mehr', items: [{ title: 'Broschüren', slug: 'brochures' }] }],
    },
    { title: 'Shop', slug: 'shop', path: 'https://shop.example.com' },
  ],
  localize,
);

describe("the editor's page tree", () => {
  const tree = editorPageTree(navigation, pages, localize);

  it('keeps the navigation with each item’s page, title, addresses and hidden flags', () => {
    expect(tree.items.map((item) => [item.title, item.path, item.url, item.page?.id])).toEqual([
      ['Home', '/', '/de', 'page-home'],
      ['Unternehmen', '/company', '/de/company', 'page-company'],
      ['Shop', 'https://shop.example.com', 'https://shop.example.com', undefined],
    ]);
    const [, companyItem] = tree.items;
    expect(companyItem?.hiddenSubItems).toBe(true);
    expect(companyItem?.hidden).toBe(false);
    expect(
      companyItem?.items.map((item) => [item.title, item.path, item.hidden, item.page?.id]),
    ).toEqual([
      ['Geschichte', '/company/history', false, 'page-history'],
      ['Karriere', '/company/careers', true, 'page-careers'],
      ['Broschüren', '/company/brochures', false, 'page-brochures'],
    ]);
  });

  it('gives an item of no page (an outside link) no page', () => {
    expect(tree.items[2]?.page).toBeNull();
  });

  it('lists the pages no item stands for by address, with their public address', () => {
    expect(tree.otherPages).toEqual([
      {
        title: 'Fehler',
        path: '/error',
        url: '/de/error',
        hidden: false,
        hiddenSubItems: false,
        page: error,
        items: [],
      },
      {
        title: 'Impressum',
        path: '/imprint',
        url: '/de/imprint',
        hidden: false,
        hiddenSubItems: false,
        page: imprint,
        items: [],
      },
    ]);
  });

  it('prefers the page an item names over the page at its address', () => {
    const [item] = editorPageTree(
      buildNavigationTree([{ title: 'Karriere', slug: 'imprint', page: { id: 'page-careers' } }]),
      pages,
      localize,
    ).items;
    expect(item?.page).toBe(careers);
  });

  it('shows a draft-only page the navigation does not link yet among the other pages', () => {
    const draft = { ...page('page-new', '/company/new', 'Neu'), isPublished: false };
    const { otherPages } = editorPageTree(navigation, [...pages, draft], localize);
    expect(otherPages.map((item) => item.page?.id)).toEqual([
      'page-new',
      'page-error',
      'page-imprint',
    ]);
  });

  it('is empty for a site with no navigation and no pages', () => {
    expect(editorPageTree([], [], localize)).toEqual({ items: [], otherPages: [] });
  });
});
