import type { TranslationChange } from '@kmx/domain/content';
import type { EditorTreeItem } from '@kmx/domain/editor';
import { exampleEditorNavigation, exampleEditorPages } from '@kmx/ui/examples';
import { describe, expect, it } from 'vitest';
import { navigationWithTranslation } from './tree-translation';

const started: TranslationChange = {
  sourceLanguage: 'en',
  sourceEditedAt: '2026-02-20T09:00:00Z',
  targetLanguages: [
    {
      id: 't-de',
      language: 'de',
      translationState: 'InProgress',
      exportedAt: '2026-03-02T09:30:00Z',
      importedAt: null,
    },
  ],
};

function find(items: readonly EditorTreeItem[], id: string): EditorTreeItem | undefined {
  for (const item of items) {
    if (item.page?.id === id) return item;
    const below = find(item.items, id);
    if (below !== undefined) return below;
  }
  return undefined;
}

describe("a translation answer in the editor's tree", () => {
  it('replaces the translation of the page it answers for, deep in the tree', () => {
    const next = navigationWithTranslation(exampleEditorNavigation, 'trainees', started);
    const trainees = find(next.items, 'trainees')?.page;
    expect(trainees?.translation).toEqual(started);
    expect(trainees?.title).toBe(exampleEditorPages.trainees.title);
  });

  it('leaves every other branch as it was', () => {
    const next = navigationWithTranslation(exampleEditorNavigation, 'trainees', started);
    expect(next.items[1]).toBe(exampleEditorNavigation.items[1]);
    expect(next.otherPages).toBe(exampleEditorNavigation.otherPages);
    expect(find(next.items, 'history')).toBe(find(exampleEditorNavigation.items, 'history'));
  });

  it('reaches the other pages too, and ignores a page the tree does not hold', () => {
    const imprint = navigationWithTranslation(exampleEditorNavigation, 'imprint', started);
    expect(imprint.otherPages[0]?.page?.translation).toEqual(started);
    const unknown = navigationWithTranslation(exampleEditorNavigation, 'nowhere', started);
    expect(unknown.items).toBe(exampleEditorNavigation.items);
  });
});
