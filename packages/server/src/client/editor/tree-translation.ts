import type { TranslationChange } from '@kmx/domain/content';
import type { EditorNavigation, EditorTreeItem } from '@kmx/domain/editor';

function withTranslation(
  items: readonly EditorTreeItem[],
  pageId: string,
  answer: TranslationChange,
): readonly EditorTreeItem[] {
  const mapped = items.map((item) => {
    const children = withTranslation(item.items, pageId, answer);
    const page =
      item.page !== null && item.page.id === pageId
        ? {
            ...item.page,
            translation: {
              sourceLanguage: answer.sourceLanguage,
              sourceEditedAt: answer.sourceEditedAt,
              targetLanguages: answer.targetLanguages,
            },
          }
        : item.page;
    return page === item.page && children === item.items
      ? item
      : { ...item, page, items: children };
  });
  return mapped.every((item, index) => item === items[index]) ? items : mapped;
}

/**
 * The tree with a translation call's answer for one page, wherever an item stands for it: the
 * tree shows the panel's latest answer without loading the navigation again. Untouched branches
 * stay the same objects.
 */
export function navigationWithTranslation(
  navigation: EditorNavigation,
  pageId: string,
  answer: TranslationChange,
): EditorNavigation {
  return {
    ...navigation,
    items: withTranslation(navigation.items, pageId, answer),
    otherPages: withTranslation(navigation.otherPages, pageId, answer),
  };
}
