import { ModalDialog } from '../../ModalDialog';
import { format } from '../../i18n/format';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { languageName } from './display-names';

export interface ResetConfirmProps {
  readonly open: boolean;
  /** The page's title, named in the question's text. */
  readonly title: string;
  /** The codes of the languages reset marks for translation again. */
  readonly languages: readonly string[];
  /** The editor's language: the languages are named in it. */
  readonly language: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Reset marks every target language for translation again, throwing away where the translators
 * are: so it asks first and names each language it changes, the action named on its button.
 */
export function ResetConfirm({
  open,
  title,
  languages,
  language,
  onConfirm,
  onCancel,
}: ResetConfirmProps) {
  const messages = useEditorMessages();
  return (
    <ModalDialog open={open} onClose={onCancel} block="reset-confirm">
      <ModalDialog.Title>{messages['editor.translation.confirm.title']}</ModalDialog.Title>
      <p>{format(messages['editor.translation.confirm.text'], { title })}</p>
      <ul className="reset-confirm__languages">
        {languages.map((code) => (
          <li key={code}>{languageName(code, language)}</li>
        ))}
      </ul>
      <div className="reset-confirm__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {messages['editor.translation.confirm.action']}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {messages['editor.translation.confirm.cancel']}
        </button>
      </div>
    </ModalDialog>
  );
}
