import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageTranslationReducer } from '../content/translation-state';
import type { TranslationTarget } from '../content/TranslationTarget';
import type { EditorPage } from './EditorPage';
import {
  pageStartAnswered,
  pagesToStart,
  subtreeProgressOf,
  subtreeStartFinished,
} from './subtree-start';

const translationTarget: fc.Arbitrary<TranslationTarget> = fc.record({
  id: fc.uuid(),
  language: fc.constantFrom('de', 'fr', 'ja', 'zh'),
  translationState: fc.constantFrom('Translated', 'MarkedForTranslation', 'InProgress' as const),
  exportedAt: fc.constant(null),
  importedAt: fc.constant(null),
});

const pages: fc.Arbitrary<readonly EditorPage[]> = fc
  .array(fc.array(translationTarget, { maxLength: 4 }), { maxLength: 8 })
  .map((targetLists) =>
    targetLists.map((targets, index) => ({
      id: `page-${index}`,
      title: `Page ${index}`,
      path: `/p${index}`,
      isPublished: true,
      languages: ['en'],
      protection: 'none',
      translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: targets },
    })),
  );

/** Whether the start rule of the translation panel changes anything of the page. */
function startChanges(page: EditorPage): boolean {
  const before = {
    sourceLanguage: page.translation.sourceLanguage,
    sourceEditedAt: page.translation.sourceEditedAt,
    targets: page.translation.targetLanguages,
  };
  const after = pageTranslationReducer(before, { type: 'startTranslation' });
  return after.targets.some(
    (target, index) => target.translationState !== before.targets[index]?.translationState,
  );
}

test.prop([pages])('the pages to start are exactly those start would change', (list) => {
  expect(pagesToStart(list)).toEqual(list.filter(startChanges));
});

test.prop([pages])('starting the pages to start leaves nothing more to start', (list) => {
  const started = pagesToStart(list).map((page) => ({
    ...page,
    translation: {
      ...page.translation,
      targetLanguages: pageTranslationReducer(
        { ...page.translation, targets: page.translation.targetLanguages },
        { type: 'startTranslation' },
      ).targets,
    },
  }));
  expect(pagesToStart(started)).toEqual([]);
});

const answers = fc.array(
  fc.record({ pageId: fc.constantFrom('page-0', 'page-1', 'page-2'), ok: fc.boolean() }),
  { maxLength: 10 },
);

test.prop([fc.nat({ max: 8 }), answers])(
  'progress counts each answer up to the total and names each failed page once',
  (total, list) => {
    const progress = list.reduce(
      (current, answer) => pageStartAnswered(current, answer.pageId, answer.ok),
      subtreeProgressOf(total),
    );
    const counted = list.slice(0, total);
    expect(progress.total).toBe(total);
    expect(progress.done).toBe(counted.length);
    expect(progress.failed).toEqual([
      ...new Set(counted.filter((answer) => !answer.ok).map((answer) => answer.pageId)),
    ]);
    expect(subtreeStartFinished(progress)).toBe(list.length >= total);
  },
);
