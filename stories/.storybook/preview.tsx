import type { Preview } from '@storybook/react-vite';
import { MessagesProvider, messagesFor } from '@kmx/ui';
import { PortalMessagesProvider, portalMessagesFor } from '@kmx/ui/portal';
import '@kmx/ui/styles.css';

const preview: Preview = {
  // A docs page (props table and every state) for each component.
  tags: ['autodocs'],
  parameters: {
    // The accessibility panel runs axe on every story, with the rules of WCAG 2.1 A and AA plus
    // best practices; its findings show in the panel (the e2e's axe checks gate the site itself).
    a11y: {
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
      test: 'todo',
    },
  },
  globalTypes: {
    language: {
      description: 'Language of the texts',
      toolbar: { title: 'Language', items: ['en', 'de'], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, context) => {
      const language = String(context.globals['language'] ?? 'en');
      return (
        <MessagesProvider messages={messagesFor(language)}>
          <PortalMessagesProvider messages={portalMessagesFor(language)}>
            <Story />
          </PortalMessagesProvider>
        </MessagesProvider>
      );
    },
  ],
};

export default preview;
