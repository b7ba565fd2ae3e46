import { describe, expect, it } from 'vitest';
import type { TranslationState, TranslationTarget } from './TranslationTarget';
import {
  initialPageTranslation,
  pageTranslationReducer,
  pageTranslationState,
} from './translation-state';

function target(language: string, translationState: TranslationState): TranslationTarget {
  return { id: `t-${language}`, language, translationState, exportedAt: null, importedAt: null };
}

describe('the translation state of a page', () => {
  it('is Translated when all targets are Translated', () => {
    expect(pageTranslationState([target('de', 'Translated'), target('fr', 'Translated')])).toBe(
      'Translated',
    );
  });

  it('is InProgress if any target is InProgress', () => {
    expect(
      pageTranslationState([
        target('de', 'Translated'),
        target('fr', 'InProgress'),
        target('ja', 'MarkedForTranslation'),
      ]),
    ).toBe('InProgress');
  });

  it('is MarkedForTranslation otherwise', () => {
    expect(
      pageTranslationState([target('de', 'Translated'), target('fr', 'MarkedForTranslation')]),
    ).toBe('MarkedForTranslation');
  });

  it('is Translated for a page without targets, since nothing waits for a translator', () => {
    expect(pageTranslationState([])).toBe('Translated');
  });
});

describe('the translation actions', () => {
  const page = {
    sourceLanguage: 'en',
    sourceEditedAt: null,
    targets: [
      target('de', 'Translated'),
      target('fr', 'MarkedForTranslation'),
      target('ja', 'InProgress'),
    ],
  };

  it('start translation of every target not yet translated', () => {
    const started = pageTranslationReducer(page, { type: 'startTranslation' });
    expect(started.targets.map((t) => t.translationState)).toEqual([
      'Translated',
      'InProgress',
      'InProgress',
    ]);
    expect(pageTranslationState(started.targets)).toBe('InProgress');
  });

  it('reset every target to marked for translation', () => {
    const reset = pageTranslationReducer(page, { type: 'resetTranslation' });
    expect(reset.targets.map((t) => t.translationState)).toEqual([
      'MarkedForTranslation',
      'MarkedForTranslation',
      'MarkedForTranslation',
    ]);
    expect(pageTranslationState(reset.targets)).toBe('MarkedForTranslation');
  });

  it('take the targets and source language from the answer of start or reset', () => {
    const answered = pageTranslationReducer(initialPageTranslation, {
      type: 'answerReceived',
      answer: {
        sourceLanguage: 'de',
        sourceEditedAt: '2024-05-02T10:00:00.000Z',
        targetLanguages: [target('en', 'InProgress')],
      },
    });
    expect(answered).toEqual({
      sourceLanguage: 'de',
      sourceEditedAt: '2024-05-02T10:00:00.000Z',
      targets: [target('en', 'InProgress')],
    });
  });

  it('keep the source language when the state call answers without one', () => {
    const answered = pageTranslationReducer(page, {
      type: 'answerReceived',
      answer: { sourceEditedAt: null, targetLanguages: [target('de', 'Translated')] },
    });
    expect(answered).toEqual({
      sourceLanguage: 'en',
      sourceEditedAt: null,
      targets: [target('de', 'Translated')],
    });
  });

  it('leave the state alone for an action they do not know', () => {
    expect(pageTranslationReducer(page, { type: 'publish' } as never)).toBe(page);
  });
});
