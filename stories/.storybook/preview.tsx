import type { Preview } from '@storybook/react-vite';
import { MessagesProvider, messagesFor } from '@kmx/ui';
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
    (Story, context) => (
      <MessagesProvider messages={messagesFor(String(context.globals['language'] ?? 'en'))}>
        <Story />
      </MessagesProvider>
    ),
  ],
};

export default preview;
