import { defaultLanguage } from '../translation/locale-header';
import type {
  TranslationChange,
  TranslationState,
  TranslationStatus,
  TranslationTarget,
} from './TranslationTarget';
import { translationStates } from './TranslationTarget';

/**
 * Spec public-site 4: Translated when all targets are Translated, InProgress if any target is
 * InProgress, otherwise MarkedForTranslation. A page without targets counts as Translated: "all
 * targets are Translated" holds vacuously and nothing waits for a translator.
 *
 * @usedBy issue 18, editor area
 */
export function pageTranslationState(targets: readonly TranslationTarget[]): TranslationState {
  if (targets.every((target) => target.translationState === translationStates.Translated)) {
    return translationStates.Translated;
  }
  if (targets.some((target) => target.translationState === translationStates.InProgress)) {
    return translationStates.InProgress;
  }
  return translationStates.MarkedForTranslation;
}

/** What the editor area knows of a page's translation (spec public-site 3.2, 7). */
export interface PageTranslation {
  readonly sourceLanguage: string;
  /** When the source content was last edited (ISO 8601), `null` when never recorded. */
  readonly sourceEditedAt: string | null;
  readonly targets: readonly TranslationTarget[];
}

/** @usedBy issue 18, editor area */
export const initialPageTranslation: PageTranslation = {
  sourceLanguage: defaultLanguage,
  sourceEditedAt: null,
  targets: [],
};

export type PageTranslationAction =
  /** The answer of the state, start or reset call (spec public-site 7). */
  | { readonly type: 'answerReceived'; readonly answer: TranslationStatus | TranslationChange }
  | { readonly type: 'startTranslation' }
  | { readonly type: 'resetTranslation' };

function withState(
  targets: readonly TranslationTarget[],
  change: (state: TranslationState) => TranslationState,
): readonly TranslationTarget[] {
  return targets.map((target) => ({
    ...target,
    translationState: change(target.translationState),
  }));
}

/**
 * Start sends every target not yet Translated to the translators; reset marks every target for
 * translation again. Both are applied at once, before the call answers, and the answer then
 * replaces the targets through `answerReceived`.
 *
 * @usedBy issue 18, editor area
 */
export function pageTranslationReducer(
  state: PageTranslation,
  action: PageTranslationAction,
): PageTranslation {
  switch (action.type) {
    case 'answerReceived':
      return {
        // The state call names no source language; the one known so far stays.
        sourceLanguage:
          'sourceLanguage' in action.answer ? action.answer.sourceLanguage : state.sourceLanguage,
        sourceEditedAt: action.answer.sourceEditedAt,
        targets: action.answer.targetLanguages,
      };
    case 'startTranslation':
      return {
        ...state,
        targets: withState(state.targets, (current) =>
          current === translationStates.Translated ? current : translationStates.InProgress,
        ),
      };
    case 'resetTranslation':
      return {
        ...state,
        targets: withState(state.targets, () => translationStates.MarkedForTranslation),
      };
    default:
      action satisfies never;
      return state;
  }
}
