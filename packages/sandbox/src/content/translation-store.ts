import type { TranslationState, TranslationTarget } from '@kmx/domain/content';
import { translationStates } from '@kmx/domain/content';
import type { SitePage, StoredTranslationTarget } from './content-data';
import { storedPages, storedSites, storedTranslationTargets } from './content-data';

export interface PageTranslationAnswer {
  readonly pageId: string;
  readonly sourceLanguage: string;
  readonly sourceEditedAt: string | null;
  readonly targetLanguages: readonly TranslationTarget[];
}

/** The translation targets of every page, changed by the editor's start and reset. */
export interface TranslationStore {
  /** `undefined` when no page has that id. */
  read(pageId: string): PageTranslationAnswer | undefined;
  start(pageId: string): PageTranslationAnswer | undefined;
  reset(pageId: string): PageTranslationAnswer | undefined;
}

/**
 * A page's targets when the data keeps none for it: one per translation language of its site,
 * Translated where the published page exists in that language, otherwise waiting to be translated.
 */
function derivedTargets(page: SitePage): readonly StoredTranslationTarget[] {
  const site = storedSites.find((candidate) => candidate.id === page.siteId);
  const { exportedAt, importedAt } = storedTranslationTargets.derivedTimestamps;
  return (site?.translationTargetLanguages ?? [])
    .filter((language) => language !== page.sourceLanguage)
    .map((language) =>
      Object.hasOwn(page.published, language)
        ? { language, translationState: translationStates.Translated, exportedAt, importedAt }
        : {
            language,
            translationState: translationStates.MarkedForTranslation,
            exportedAt: null,
            importedAt: null,
          },
    );
}

function initialTargets(page: SitePage): readonly TranslationTarget[] {
  const stored = Object.hasOwn(storedTranslationTargets.pages, page.id)
    ? storedTranslationTargets.pages[page.id]
    : undefined;
  return (stored ?? derivedTargets(page)).map((target) => ({
    id: `${page.id}:${target.language}`,
    ...target,
  }));
}

function sourceEditedAtOf(pageId: string): string | null {
  const edits = storedTranslationTargets.sourceEditedAt;
  return (Object.hasOwn(edits, pageId) ? edits[pageId] : undefined) ?? null;
}

function withState(
  target: TranslationTarget,
  translationState: TranslationState,
  changes: Partial<Pick<TranslationTarget, 'exportedAt'>> = {},
): TranslationTarget {
  return { ...target, translationState, ...changes };
}

/**
 * Kept in memory for the life of the service: start and reset change what later reads see, and a
 * new service starts again from the data files. `now` stamps the export a start triggers.
 */
export function createTranslationStore(now: () => Date = () => new Date()): TranslationStore {
  const changed = new Map<string, readonly TranslationTarget[]>();

  function targetsOf(page: SitePage): readonly TranslationTarget[] {
    return changed.get(page.id) ?? initialTargets(page);
  }

  function answer(page: SitePage): PageTranslationAnswer {
    return {
      pageId: page.id,
      sourceLanguage: page.sourceLanguage,
      sourceEditedAt: sourceEditedAtOf(page.id),
      targetLanguages: targetsOf(page),
    };
  }

  function change(
    pageId: string,
    update: (target: TranslationTarget) => TranslationTarget,
  ): PageTranslationAnswer | undefined {
    const page = storedPages.find((candidate) => candidate.id === pageId);
    if (page === undefined) return undefined;
    changed.set(page.id, targetsOf(page).map(update));
    return answer(page);
  }

  return {
    read(pageId) {
      const page = storedPages.find((candidate) => candidate.id === pageId);
      return page === undefined ? undefined : answer(page);
    },
    start(pageId) {
      const exportedAt = now().toISOString();
      return change(pageId, (target) =>
        target.translationState === translationStates.Translated
          ? target
          : withState(target, translationStates.InProgress, { exportedAt }),
      );
    },
    reset(pageId) {
      return change(pageId, (target) => withState(target, translationStates.MarkedForTranslation));
    },
  };
}
