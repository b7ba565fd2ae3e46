import { createContext, useContext, type ReactNode } from 'react';
import type { EditorMessages } from './EditorMessages';

const EditorMessagesContext = createContext<EditorMessages | null>(null);

export function EditorMessagesProvider({
  messages,
  children,
}: {
  messages: EditorMessages;
  children: ReactNode;
}) {
  return (
    <EditorMessagesContext.Provider value={messages}>{children}</EditorMessagesContext.Provider>
  );
}

export function useEditorMessages(): EditorMessages {
  const messages = useContext(EditorMessagesContext);
  if (messages === null) {
    throw new Error('No EditorMessages set, wrap the tree in EditorMessagesProvider');
  }
  return messages;
}
