import { pageTranslationState } from '../content/translation-state';
import { translationStates } from '../content/TranslationTarget';
import type { PageStateFilter } from './editor-address';
import type { EditorPage, EditorTreeItem } from './EditorPage';

/**
 * Spec public-site 4: a page's state in the editor's tree, or 'NoTargets' for a page with no
 * target languages (the state rule alone would call it Translated).
 *
 * @usedBy issue 18, editor area
 */
export function editorPageState(page: EditorPage): PageStateFilter {
  const targets = page.translation.targetLanguages;
  return targets.length === 0 ? 'NoTargets' : pageTranslationState(targets);
}

/**
 * Spec public-site 3.3: a page needs translation in a language while a target in it is not
 * Translated. Marked and in-progress targets both count: neither has a translation yet.
 *
 * @usedBy issue 18, editor area
 */
export function needsTranslationIn(page: EditorPage, language: string): boolean {
  return page.translation.targetLanguages.some(
    (target) =>
      target.language === language && target.translationState !== translationStates.Translated,
  );
}

/** The page tree's filters; `null` is "any". */
export interface PageTreeFilter {
  readonly state: PageStateFilter | null;
  /** "Needs translation in {language}": a target language code. */
  readonly needs: string | null;
}

/** A row of the filtered tree: `matches` is false for a row kept only to show where a match sits. */
export interface FilteredTreeItem extends EditorTreeItem {
  readonly matches: boolean;
  readonly items: readonly FilteredTreeItem[];
}

function pageMatches(page: EditorPage | null, filter: PageTreeFilter): boolean {
  if (page === null) return false;
  if (filter.state !== null && editorPageState(page) !== filter.state) return false;
  if (filter.needs !== null && !needsTranslationIn(page, filter.needs)) return false;
  return true;
}

/**
 * The page tree under the editor's filters: an item stays when its page matches every filter set
 * (`matches: true`) or when something below it stays (`matches: false`, shown for context so a
 * match is never cut off from its place in the navigation). Without filters every item stays, and
 * those with a page match.
 *
 * @usedBy issue 18, editor area
 */
export function filterPageTree(
  items: readonly EditorTreeItem[],
  filter: PageTreeFilter,
): readonly FilteredTreeItem[] {
  const unfiltered = filter.state === null && filter.needs === null;
  const filterItem = (item: EditorTreeItem): FilteredTreeItem | null => {
    const children = filterItems(item.items);
    const matches = pageMatches(item.page, filter);
    if (!unfiltered && !matches && children.length === 0) return null;
    return { ...item, matches, items: children };
  };
  const filterItems = (list: readonly EditorTreeItem[]): readonly FilteredTreeItem[] =>
    list.flatMap((item) => {
      const kept = filterItem(item);
      return kept === null ? [] : [kept];
    });
  return filterItems(items);
}

/**
 * Every page of the tree in reading order (an item before its children), each page once though
 * several items may stand for it.
 *
 * @usedBy issue 18, editor area
 */
export function treePages(items: readonly EditorTreeItem[]): readonly EditorPage[] {
  const pages: EditorPage[] = [];
  const seen = new Set<string>();
  const visit = (item: EditorTreeItem): void => {
    if (item.page !== null && !seen.has(item.page.id)) {
      seen.add(item.page.id);
      pages.push(item.page);
    }
    item.items.forEach(visit);
  };
  items.forEach(visit);
  return pages;
}

/**
 * The pages of an item's subtree, the item's own page first, then those below it in reading order,
 * each once: what "start translation for this subtree" works through.
 *
 * @usedBy issue 18, editor area
 */
export function subtreePages(item: EditorTreeItem): readonly EditorPage[] {
  return treePages([item]);
}

/** One choice of the "needs translation in {language}" filter with its count. */
export interface TranslationNeed {
  readonly language: string;
  readonly count: number;
}

/**
 * Spec public-site 3.3: the filter "needs translation in {language}" counts the pages needing it.
 * Each page counts once per language; every target language of any page of the tree is listed (0
 * too), by language code. Pass the other pages along with the items to count the whole site.
 *
 * @usedBy issue 18, editor area
 */
export function translationNeeds(items: readonly EditorTreeItem[]): readonly TranslationNeed[] {
  const counts = new Map<string, number>();
  for (const page of treePages(items)) {
    // A page with two targets in one language still counts once for it.
    const languages = new Set(page.translation.targetLanguages.map((target) => target.language));
    for (const language of languages) {
      const needs = needsTranslationIn(page, language) ? 1 : 0;
      counts.set(language, (counts.get(language) ?? 0) + needs);
    }
  }
  return [...counts.entries()]
    .map(([language, count]) => ({ language, count }))
    .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
}
