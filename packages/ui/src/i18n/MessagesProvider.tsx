import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from './Messages';

const MessagesContext = createContext<Messages | null>(null);

export function MessagesProvider({
  messages,
  children,
}: {
  messages: Messages;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (messages === null) throw new Error('No Messages set, wrap the tree in MessagesProvider');
  return messages;
}
