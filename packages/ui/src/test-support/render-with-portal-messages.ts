import { render } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { portalMessagesFor } from '../portal/i18n/portal-messages-for';
import { PortalMessagesProvider } from '../portal/i18n/PortalMessagesProvider';

/**
 * Renders a portal component as the portal does: the site's texts and the portal's, one language.
 * The providers are a wrapper, so `rerender` keeps them.
 */
export function renderWithPortalMessages(element: ReactElement, language = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MessagesProvider, {
      messages: messagesFor(language),
      children: createElement(PortalMessagesProvider, {
        messages: portalMessagesFor(language),
        children,
      }),
    });
  return render(element, { wrapper });
}
