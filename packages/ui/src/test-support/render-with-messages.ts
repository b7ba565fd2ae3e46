import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';

export function renderWithMessages(element: ReactElement, language = 'en') {
  return render(
    createElement(MessagesProvider, { messages: messagesFor(language), children: element }),
  );
}
