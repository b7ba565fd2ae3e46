import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { TranslationTarget } from './TranslationTarget';
import { pageTranslationReducer, pageTranslationState } from './translation-state';

const state = fc.constantFrom('Translated', 'MarkedForTranslation', 'InProgress' as const);
const translationTarget: fc.Arbitrary<TranslationTarget> = fc.record({
  id: fc.uuid(),
  language: fc.constantFrom('de', 'fr', 'ja', 'zh'),
  translationState: state,
  exportedAt: fc.constant(null),
  importedAt: fc.constant(null),
});
const targets = fc.array(translationTarget, { maxLength: 6 });

test.prop([targets])('the page state is one the rule allows for its targets', (list) => {
  const result = pageTranslationState(list);
  const states = list.map((t) => t.translationState);
  if (states.every((s) => s === 'Translated')) expect(result).toBe('Translated');
  else if (states.includes('InProgress')) expect(result).toBe('InProgress');
  else expect(result).toBe('MarkedForTranslation');
});

test.prop([targets])('the page state does not depend on the order of targets', (list) => {
  expect(pageTranslationState([...list].reverse())).toBe(pageTranslationState(list));
});

test.prop([targets, fc.constantFrom('en', 'de')])(
  'after starting, no target is marked and translated targets stay translated',
  (list, sourceLanguage) => {
    const started = pageTranslationReducer(
      { sourceLanguage, sourceEditedAt: null, targets: list },
      { type: 'startTranslation' },
    );
    expect(started.sourceLanguage).toBe(sourceLanguage);
    expect(started.targets.length).toBe(list.length);
    started.targets.forEach((t, index) => {
      expect(t.translationState).not.toBe('MarkedForTranslation');
      if (list[index]?.translationState === 'Translated')
        expect(t.translationState).toBe('Translated');
    });
    expect(pageTranslationState(started.targets)).not.toBe('MarkedForTranslation');
  },
);

test.prop([fc.array(translationTarget, { minLength: 1, maxLength: 6 })])(
  'after a reset, a page with targets is marked for translation',
  (list) => {
    const reset = pageTranslationReducer(
      { sourceLanguage: 'en', sourceEditedAt: null, targets: list },
      { type: 'resetTranslation' },
    );
    expect(pageTranslationState(reset.targets)).toBe('MarkedForTranslation');
    expect(reset.targets.map((t) => t.id)).toEqual(list.map((t) => t.id));
  },
);
