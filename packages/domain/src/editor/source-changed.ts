import type { TranslationTarget } from '../content/TranslationTarget';
import type { EditorPageTranslation } from './EditorPage';

/**
 * Spec public-site 3.3, beyond the peers: a language shows "source changed since export" when the
 * page's source was edited after its export. Without a recorded edit or without an export there is
 * nothing to compare, so it is `false`; so is an unreadable date.
 *
 * @usedBy issue 18, editor area
 */
export function sourceChangedSinceExport(
  translation: Pick<EditorPageTranslation, 'sourceEditedAt'>,
  target: TranslationTarget,
): boolean {
  if (translation.sourceEditedAt === null || target.exportedAt === null) return false;
  const editedAt = Date.parse(translation.sourceEditedAt);
  const exportedAt = Date.parse(target.exportedAt);
  // Compared as instants: the two dates may be written with different offsets.
  return !Number.isNaN(editedAt) && !Number.isNaN(exportedAt) && editedAt > exportedAt;
}
