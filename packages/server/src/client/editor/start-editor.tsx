import type { Messages } from '@kmx/ui';
// The editor area's styles come with its script part; the server links them on its page too.
import '@kmx/ui/editor.css';
import type { EditorMessages } from '@kmx/ui/editor';
import { hydrateRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import type { EditorView } from './EditorScreenContext';

export { loadEditorMessages } from '@kmx/ui/editor';

export function startEditor(
  root: HTMLElement,
  view: EditorView,
  messages: Messages,
  editorMessages: EditorMessages,
): void {
  hydrateRoot(root, <EditorApp view={view} messages={messages} editorMessages={editorMessages} />);
}
