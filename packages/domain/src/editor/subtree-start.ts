import { translationStates } from '../content/TranslationTarget';
import type { EditorPage } from './EditorPage';

/**
 * Spec public-site 3.3, 7: start changes only pages with a target marked for translation. These are
 * returned in the given order. Start moves every target not yet Translated to InProgress, so a
 * page whose targets are all Translated or InProgress is left alone.
 *
 * @usedBy issue 18, editor area
 */
export function pagesToStart(pages: readonly EditorPage[]): readonly EditorPage[] {
  return pages.filter((page) =>
    page.translation.targetLanguages.some(
      (target) => target.translationState === translationStates.MarkedForTranslation,
    ),
  );
}

/** How far starting a subtree got: pages answered so far and the ids of those that failed. */
export interface SubtreeProgress {
  readonly total: number;
  readonly done: number;
  readonly failed: readonly string[];
}

/** @usedBy issue 18, editor area */
export function subtreeProgressOf(total: number): SubtreeProgress {
  return { total, done: 0, failed: [] };
}

/**
 * One page of the subtree answered: it counts as done either way; a failure is remembered by page
 * id (once) so a retry can start just those. Beyond the total nothing counts.
 *
 * @usedBy issue 18, editor area
 */
export function pageStartAnswered(
  progress: SubtreeProgress,
  pageId: string,
  succeeded: boolean,
): SubtreeProgress {
  if (progress.done >= progress.total) return progress;
  return {
    total: progress.total,
    done: progress.done + 1,
    failed:
      succeeded || progress.failed.includes(pageId)
        ? progress.failed
        : [...progress.failed, pageId],
  };
}

/** @usedBy issue 18, editor area */
export function subtreeStartFinished(progress: SubtreeProgress): boolean {
  return progress.done >= progress.total;
}
