import type { TranslationChange } from '@kmx/domain/content';
import { treePages, type EditorTreeItem } from '@kmx/domain/editor';
import { exampleEditorNavigation } from '@kmx/ui/examples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navigationWithTranslation } from './tree-translation';

const states = ['Translated', 'InProgress', 'MarkedForTranslation'] as const;

const answers: fc.Arbitrary<TranslationChange> = fc.record({
  sourceLanguage: fc.constantFrom('en', 'de'),
  sourceEditedAt: fc.option(fc.constant('2026-02-20T09:00:00Z'), { nil: null }),
  targetLanguages: fc.array(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 6 }),
      language: fc.constantFrom('de', 'fr', 'es'),
      translationState: fc.constantFrom(...states),
      exportedAt: fc.constant(null),
      importedAt: fc.constant(null),
    }),
    { maxLength: 3 },
  ),
});

const allItems = [...exampleEditorNavigation.items, ...exampleEditorNavigation.otherPages];
const pageIds = treePages(allItems).map((page) => page.id);

function shape(items: readonly EditorTreeItem[]): unknown {
  return items.map((item) => [item.title, item.path, item.page?.id ?? null, shape(item.items)]);
}

describe("a translation answer in the editor's tree, for any answer and page", () => {
  it('changes that page only, and keeps the tree as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pageIds, 'unknown-page'), answers, (pageId, answer) => {
        const next = navigationWithTranslation(exampleEditorNavigation, pageId, answer);
        const nextItems = [...next.items, ...next.otherPages];
        expect(shape(nextItems)).toEqual(shape(allItems));
        const before = new Map(treePages(allItems).map((page) => [page.id, page]));
        for (const page of treePages(nextItems)) {
          if (page.id === pageId) {
            expect(page.translation).toEqual(answer);
          } else {
            expect(page).toBe(before.get(page.id));
          }
        }
      }),
    );
  });
});
