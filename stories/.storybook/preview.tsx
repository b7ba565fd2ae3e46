import type { Preview } from '@storybook/react-vite';
import { MessagesProvider, messagesFor } from '@kmx/ui';
import { PortalMessagesProvider, portalMessagesFor } from '@kmx/ui/portal';
import '@kmx/ui/styles.css';

const preview: Preview = {
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
