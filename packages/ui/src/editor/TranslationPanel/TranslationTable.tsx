import type { PageTranslation, TranslationTarget } from '@kmx/domain/content';
import { sourceChangedSinceExport } from '@kmx/domain/editor';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { TranslationStateChip } from '../TranslationStateChip';
import { formatDateTime, languageName } from './display-names';

export interface TranslationTableProps {
  readonly translation: PageTranslation;
  /** The editor's language: names and dates are written in it. */
  readonly language: string;
  /** Fixed in tests and stories; the browser's own zone otherwise. */
  readonly timeZone?: string;
}

function When({
  iso,
  language,
  timeZone,
}: {
  iso: string | null;
  language: string;
  timeZone: string | undefined;
}) {
  const messages = useEditorMessages();
  const text = iso === null ? null : formatDateTime(iso, language, timeZone);
  if (iso === null || text === null) {
    return <span className="translation-table__none">{messages['editor.translation.notYet']}</span>;
  }
  return <time dateTime={iso}>{text}</time>;
}

/** One row per target language: its name, state, export and import dates (spec public-site 3.3). */
export function TranslationTable({ translation, language, timeZone }: TranslationTableProps) {
  const messages = useEditorMessages();
  const row = (target: TranslationTarget) => (
    <tr key={target.id}>
      <th scope="row">
        {languageName(target.language, language)}{' '}
        <span className="translation-table__code">({target.language})</span>
      </th>
      <td>
        <TranslationStateChip state={target.translationState} />
        {sourceChangedSinceExport(translation, target) && (
          <span className="translation-table__changed">
            {messages['editor.translation.sourceChanged']}
          </span>
        )}
      </td>
      <td>
        <When iso={target.exportedAt} language={language} timeZone={timeZone} />
      </td>
      <td>
        <When iso={target.importedAt} language={language} timeZone={timeZone} />
      </td>
    </tr>
  );
  return (
    <table className="translation-table">
      <caption>{messages['editor.translation.table']}</caption>
      <thead>
        <tr>
          <th scope="col">{messages['editor.translation.column.language']}</th>
          <th scope="col">{messages['editor.translation.column.state']}</th>
          <th scope="col">{messages['editor.translation.column.exported']}</th>
          <th scope="col">{messages['editor.translation.column.imported']}</th>
        </tr>
      </thead>
      <tbody>{translation.targets.map(row)}</tbody>
    </table>
  );
}
