import { fc, test } from '@fast-check/vitest';
import { translationStates, type TranslationTarget } from '@kmx/domain/content';
import { expect } from 'vitest';
import { storedPages } from './content-data';
import { createTranslationStore, type PageTranslationAnswer } from './translation-store';

const pageIds = fc.constantFrom(...storedPages.map((page) => page.id));
const operation = fc.record({
  kind: fc.constantFrom('start', 'reset'),
  pageId: pageIds,
  // After every date the data holds, as an editor's click today would be.
  minutesLater: fc.integer({ min: 1, max: 60 * 24 * 365 }),
});

function sourceChanged(answer: PageTranslationAnswer, target: TranslationTarget): boolean {
  const edited = answer.sourceEditedAt;
  return edited !== null && target.exportedAt !== null && target.exportedAt < edited;
}

test.prop([fc.array(operation, { minLength: 1, maxLength: 12 }), pageIds])(
  'a start exports every target not Translated now, clearing its source change; a reset marks every target and keeps the dates; other pages stay as they were',
  (operations, bystander) => {
    let clock = Date.parse('2026-01-01T00:00:00.000Z');
    const store = createTranslationStore(() => new Date(clock));
    const untouched = store.read(bystander);
    for (const { kind, pageId, minutesLater } of operations) {
      clock += minutesLater * 60_000;
      const before = store.read(pageId);
      const after = kind === 'start' ? store.start(pageId) : store.reset(pageId);
      expect(after?.sourceEditedAt).toBe(before?.sourceEditedAt);
      expect(after?.targetLanguages.map((target) => target.language)).toEqual(
        before?.targetLanguages.map((target) => target.language),
      );
      for (const [index, target] of (after?.targetLanguages ?? []).entries()) {
        const previous = before?.targetLanguages[index];
        if (kind === 'reset') {
          expect(target).toEqual({
            ...previous,
            translationState: translationStates.MarkedForTranslation,
          });
        } else if (previous?.translationState === translationStates.Translated) {
          expect(target).toEqual(previous);
        } else {
          expect(target.translationState).toBe(translationStates.InProgress);
          expect(target.exportedAt).toBe(new Date(clock).toISOString());
          if (after !== undefined) expect(sourceChanged(after, target)).toBe(false);
        }
      }
      expect(store.read(pageId)).toEqual(after);
    }
    if (!operations.some((step) => step.pageId === bystander)) {
      expect(store.read(bystander)).toEqual(untouched);
    }
  },
);
