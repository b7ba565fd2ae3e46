import type { Decorator } from '@storybook/react-vite';
import { EditorMessagesProvider, editorMessagesFor } from '@kmx/ui/editor';
import '@kmx/ui/editor.css';

/**
 * The editor area's texts in the story's language (the toolbar's, or a story's `globals`): the
 * area has a catalogue of its own, which the global decorator does not load.
 */
export const withEditorMessages: Decorator = (Story, context) => (
  <EditorMessagesProvider messages={editorMessagesFor(String(context.globals['language'] ?? 'en'))}>
    <Story />
  </EditorMessagesProvider>
);
