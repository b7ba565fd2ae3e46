import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageTranslationState } from '../content/translation-state';
import type { TranslationTarget } from '../content/TranslationTarget';
import type { EditorPage, EditorTreeItem } from './EditorPage';
import { pageStateFilters } from './editor-address';
import type { FilteredTreeItem, PageTreeFilter } from './page-tree-filter';
import {
  editorPageState,
  filterPageTree,
  needsTranslationIn,
  subtreePages,
  translationNeeds,
  treePages,
} from './page-tree-filter';

const language = fc.constantFrom('de', 'fr', 'ja', 'zh');
const translationTarget: fc.Arbitrary<TranslationTarget> = fc.record({
  id: fc.uuid(),
  language,
  translationState: fc.constantFrom('Translated', 'MarkedForTranslation', 'InProgress' as const),
  exportedAt: fc.constant(null),
  importedAt: fc.constant(null),
});

function pageNumbered(index: number, targets: readonly TranslationTarget[]): EditorPage {
  return {
    id: `page-${index}`,
    title: `Page ${index}`,
    path: `/p${index}`,
    isPublished: true,
    languages: ['en'],
    protection: 'none',
    translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets },
  };
}

const editorPage = fc
  .tuple(fc.nat({ max: 99 }), fc.array(translationTarget, { maxLength: 4 }))
  .map(([index, targets]) => pageNumbered(index, targets));

// The pages first, then a tree whose items pick among them, so one page can sit under two items.
const tree: fc.Arbitrary<readonly EditorTreeItem[]> = fc
  .array(fc.array(translationTarget, { maxLength: 4 }), { minLength: 1, maxLength: 6 })
  .map((targetLists) => targetLists.map((targets, index) => pageNumbered(index, targets)))
  .chain((pages) => {
    const { items } = fc.letrec<{ item: EditorTreeItem; items: readonly EditorTreeItem[] }>(
      (tie) => ({
        item: fc.record({
          title: fc.string({ maxLength: 4 }),
          path: fc.constant('/x'),
          url: fc.constant('/en/x'),
          hidden: fc.boolean(),
          hiddenSubItems: fc.boolean(),
          page: fc.option(fc.constantFrom(...pages), { freq: 4 }),
          items: tie('items'),
        }),
        items: fc.oneof(
          { maxDepth: 3, depthIdentifier: 'tree' },
          fc.constant([]),
          fc.array(tie('item'), { maxLength: 3, depthIdentifier: 'tree' }),
        ),
      }),
    );
    return items;
  });

const filter: fc.Arbitrary<PageTreeFilter> = fc.record({
  state: fc.option(fc.constantFrom(...pageStateFilters)),
  needs: fc.option(language),
});

function matchesFilter(page: EditorPage | null, { state, needs }: PageTreeFilter): boolean {
  if (page === null) return false;
  const targets = page.translation.targetLanguages;
  const pageState = targets.length === 0 ? 'NoTargets' : pageTranslationState(targets);
  return (
    (state === null || pageState === state) &&
    (needs === null ||
      targets.some((t) => t.language === needs && t.translationState !== 'Translated'))
  );
}

function everyItem<Item extends EditorTreeItem>(items: readonly Item[]): readonly Item[] {
  return items.flatMap((item) => [item, ...everyItem(item.items as readonly Item[])]);
}

/** An item as it reads on screen, without the rows below it. */
function row(item: EditorTreeItem): unknown {
  return [item.title, item.path, item.url, item.hidden, item.hiddenSubItems, item.page];
}

/** Whether `kept` is `original` with some rows left out, each kept row unchanged and in order. */
function isPrunedFrom(
  kept: readonly FilteredTreeItem[],
  original: readonly EditorTreeItem[],
): boolean {
  let from = 0;
  return kept.every((keptItem) => {
    for (let index = from; index < original.length; index += 1) {
      const candidate = original[index];
      if (candidate === undefined) break;
      if (
        JSON.stringify(row(candidate)) === JSON.stringify(row(keptItem)) &&
        isPrunedFrom(keptItem.items, candidate.items)
      ) {
        from = index + 1;
        return true;
      }
    }
    return false;
  });
}

test.prop([tree, filter])('filtering never invents a row nor changes one', (items, choice) => {
  expect(isPrunedFrom(filterPageTree(items, choice), items)).toBe(true);
});

test.prop([tree, filter])(
  'filtering keeps every row whose page matches every filter set, marked as matching',
  (items, choice) => {
    const kept = everyItem(filterPageTree(items, choice));
    expect(kept.filter((item) => item.matches).length).toBe(
      everyItem(items).filter((item) => matchesFilter(item.page, choice)).length,
    );
    for (const item of kept) expect(item.matches).toBe(matchesFilter(item.page, choice));
  },
);

test.prop([tree, filter.filter((choice) => choice.state !== null || choice.needs !== null)])(
  'with a filter set, every row kept matches or has a kept row below it',
  (items, choice) => {
    for (const item of everyItem(filterPageTree(items, choice))) {
      expect(item.matches || item.items.length > 0).toBe(true);
    }
  },
);

test.prop([tree])('without a filter every row stays', (items) => {
  const result = filterPageTree(items, { state: null, needs: null });
  expect(isPrunedFrom(result, items)).toBe(true);
  expect(everyItem(result).length).toBe(everyItem(items).length);
});

test.prop([tree])(
  'the counts are the distinct pages needing translation per target language, by code',
  (items) => {
    const pages = [
      ...new Map(everyItem(items).flatMap((i) => (i.page ? [[i.page.id, i.page]] : []))).values(),
    ];
    const languages = [
      ...new Set(pages.flatMap((p) => p.translation.targetLanguages.map((t) => t.language))),
    ].sort();
    expect(translationNeeds(items)).toEqual(
      languages.map((code) => ({
        language: code,
        count: pages.filter((p) => matchesFilter(p, { state: null, needs: code })).length,
      })),
    );
  },
);

test.prop([tree, language])(
  'a count is the number of distinct pages the "needs" filter shows as matching',
  (items, code) => {
    const shown = new Set(
      everyItem(filterPageTree(items, { state: null, needs: code }))
        .filter((item) => item.matches)
        .map((item) => item.page?.id),
    );
    const count = translationNeeds(items).find((need) => need.language === code)?.count ?? 0;
    expect(count).toBe(shown.size);
  },
);

test.prop([tree])('the tree’s pages are each page once, in reading order', (items) => {
  const ids = everyItem(items).flatMap((item) => (item.page === null ? [] : [item.page.id]));
  const firstSeen = ids.filter((id, index) => ids.indexOf(id) === index);
  expect(treePages(items).map((page) => page.id)).toEqual(firstSeen);
});

test.prop([tree])(
  'a subtree’s pages are its own page first, then each page below it once',
  (items) => {
    for (const item of everyItem(items)) {
      const ids = subtreePages(item).map((page) => page.id);
      expect(new Set(ids).size).toBe(ids.length);
      if (item.page !== null) expect(ids[0]).toBe(item.page.id);
      const below = everyItem([item]).flatMap((each) => (each.page ? [each.page.id] : []));
      expect(new Set(ids)).toEqual(new Set(below));
    }
  },
);

test.prop([editorPage])(
  'a page with targets has the state of the spec 4 rule, one without says so',
  (page) => {
    const targets = page.translation.targetLanguages;
    expect(editorPageState(page)).toBe(
      targets.length === 0 ? 'NoTargets' : pageTranslationState(targets),
    );
  },
);

test.prop([editorPage, language])(
  'a page needs translation exactly where it has a target not yet translated',
  (page, code) => {
    const inLanguage = page.translation.targetLanguages.filter((t) => t.language === code);
    expect(needsTranslationIn(page, code)).toBe(
      inLanguage.length > 0 && !inLanguage.every((t) => t.translationState === 'Translated'),
    );
  },
);
