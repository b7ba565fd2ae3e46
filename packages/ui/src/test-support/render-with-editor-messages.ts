import { render } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { editorMessagesFor } from '../editor/i18n/editor-messages-for';
import { EditorMessagesProvider } from '../editor/i18n/EditorMessagesProvider';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';

/**
 * Renders an editor component as the editor area does: the site's texts and the area's, one
 * language. The providers are a wrapper, so `rerender` keeps them.
 */
export function renderWithEditorMessages(element: ReactElement, language = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MessagesProvider, {
      messages: messagesFor(language),
      children: createElement(EditorMessagesProvider, {
        messages: editorMessagesFor(language),
        children,
      }),
    });
  return render(element, { wrapper });
}
