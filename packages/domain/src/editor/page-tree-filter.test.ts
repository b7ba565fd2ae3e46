import { describe, expect, it } from 'vitest';
import type { TranslationState, TranslationTarget } from '../content/TranslationTarget';
import type { EditorPage, EditorTreeItem } from './EditorPage';
import type { FilteredTreeItem } from './page-tree-filter';
import {
  editorPageState,
  filterPageTree,
  needsTranslationIn,
  subtreePages,
  translationNeeds,
  treePages,
} from './page-tree-filter';

function target(language: string, translationState: TranslationState): TranslationTarget {
  return { id: `t-${language}`, language, translationState, exportedAt: null, importedAt: null };
}

function page(id: string, path: string, targets: readonly TranslationTarget[]): EditorPage {
  return {
    id,
    title: id,
    path,
    isPublished: true,
    languages: ['en'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets },
  };
}

function item(
  title: string,
  itemPage: EditorPage | null,
  items: readonly EditorTreeItem[] = [],
): EditorTreeItem {
  const path = itemPage?.path ?? `/${title}`;
  return {
    title,
    path,
    url: `/de${path}`,
    hidden: false,
    hiddenSubItems: false,
    page: itemPage,
    items,
  };
}

// As in the sandbox: careers has German translated and French with the translators, the style
// guide has no target languages at all.
const home = page('page-home', '/', [
  target('de', 'Translated'),
  target('fr', 'Translated'),
  target('ja', 'Translated'),
]);
const company = page('page-company', '/company', [
  target('de', 'MarkedForTranslation'),
  target('fr', 'Translated'),
]);
const history = page('page-history', '/company/history', [
  target('de', 'MarkedForTranslation'),
  target('fr', 'MarkedForTranslation'),
]);
const careers = page('page-careers', '/company/careers', [
  target('de', 'Translated'),
  target('fr', 'InProgress'),
]);
const styleGuide = page('page-style-guide-content', '/style-guide', []);

const tree: readonly EditorTreeItem[] = [
  item('Home', home),
  item('Company', company, [item('History', history), item('Careers', careers)]),
  item('Shop', null),
  item('Style guide', styleGuide),
];

/** The rows as [title, matches], nested like the tree, to read the result at a glance. */
function rows(items: readonly FilteredTreeItem[]): unknown {
  return items.map((row) =>
    row.items.length === 0 ? [row.title, row.matches] : [row.title, row.matches, rows(row.items)],
  );
}

describe('the state of a page in the editor (spec 4)', () => {
  it('is Translated when every target is', () => {
    expect(editorPageState(home)).toBe('Translated');
  });

  it('is InProgress when any target is', () => {
    expect(editorPageState(careers)).toBe('InProgress');
  });

  it('is MarkedForTranslation otherwise', () => {
    expect(editorPageState(company)).toBe('MarkedForTranslation');
    expect(editorPageState(history)).toBe('MarkedForTranslation');
  });

  it('says so for a page with no target languages', () => {
    expect(editorPageState(styleGuide)).toBe('NoTargets');
  });
});

describe('whether a page needs translation in a language', () => {
  it('does while its target in that language is marked', () => {
    expect(needsTranslationIn(company, 'de')).toBe(true);
  });

  it('does while its target in that language is with the translators', () => {
    expect(needsTranslationIn(careers, 'fr')).toBe(true);
  });

  it('does not once that target is translated', () => {
    expect(needsTranslationIn(careers, 'de')).toBe(false);
  });

  it('does not in a language it has no target in', () => {
    expect(needsTranslationIn(company, 'ja')).toBe(false);
    expect(needsTranslationIn(styleGuide, 'de')).toBe(false);
  });
});

describe('filtering the page tree', () => {
  it('shows everything without a filter, items of no page not matching', () => {
    expect(rows(filterPageTree(tree, { state: null, needs: null }))).toEqual([
      ['Home', true],
      [
        'Company',
        true,
        [
          ['History', true],
          ['Careers', true],
        ],
      ],
      ['Shop', false],
      ['Style guide', true],
    ]);
  });

  it('keeps the pages needing German', () => {
    expect(rows(filterPageTree(tree, { state: null, needs: 'de' }))).toEqual([
      ['Company', true, [['History', true]]],
    ]);
  });

  it('keeps a parent that does not match for context above a page that does', () => {
    expect(rows(filterPageTree(tree, { state: 'InProgress', needs: null }))).toEqual([
      ['Company', false, [['Careers', true]]],
    ]);
  });

  it('asks a page to match every filter set', () => {
    expect(rows(filterPageTree(tree, { state: 'MarkedForTranslation', needs: 'fr' }))).toEqual([
      ['Company', false, [['History', true]]],
    ]);
  });

  it('finds the pages with no target languages', () => {
    expect(rows(filterPageTree(tree, { state: 'NoTargets', needs: null }))).toEqual([
      ['Style guide', true],
    ]);
  });

  it('keeps nothing when no page matches', () => {
    expect(filterPageTree(tree, { state: null, needs: 'zh' })).toEqual([]);
  });

  it('keeps each row as it was apart from its rows below', () => {
    const [companyRow] = filterPageTree(tree, { state: null, needs: 'de' });
    expect(companyRow).toMatchObject({ title: 'Company', path: '/company', page: company });
  });
});

describe('the counts beside "needs translation in"', () => {
  it('counts per target language the pages needing translation in it, by language code', () => {
    expect(translationNeeds(tree)).toEqual([
      { language: 'de', count: 2 },
      { language: 'fr', count: 2 },
      { language: 'ja', count: 0 },
    ]);
  });

  it('counts a page that several items stand for once', () => {
    const twice = [...tree, item('History again', history)];
    expect(translationNeeds(twice)).toEqual(translationNeeds(tree));
  });

  it('counts a page with two targets in one language once', () => {
    const doubled = page('page-doubled', '/doubled', [
      target('de', 'MarkedForTranslation'),
      { ...target('de', 'InProgress'), id: 't-de-2' },
    ]);
    expect(translationNeeds([item('Doubled', doubled)])).toEqual([{ language: 'de', count: 1 }]);
  });

  it('lists no language for a tree without targets', () => {
    expect(translationNeeds([item('Style guide', styleGuide), item('Shop', null)])).toEqual([]);
  });
});

describe('the pages of a tree and of a subtree', () => {
  it('lists the tree’s pages in reading order, each once', () => {
    const twice = [...tree, item('Careers again', careers)];
    expect(treePages(twice)).toEqual([home, company, history, careers, styleGuide]);
  });

  it('lists a subtree’s pages with the item’s own page first', () => {
    const [, companyItem] = tree;
    expect(companyItem && subtreePages(companyItem)).toEqual([company, history, careers]);
  });

  it('lists only the pages below an item of no page', () => {
    expect(subtreePages(item('Catalogue', null, [item('History', history)]))).toEqual([history]);
  });

  it('lists a page once when it is linked again below its own item', () => {
    expect(subtreePages(item('Company', company, [item('Company again', company)]))).toEqual([
      company,
    ]);
  });
});
