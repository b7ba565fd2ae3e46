import { createContext, useContext, type ReactNode } from 'react';
import type { PortalMessages } from './PortalMessages';

const PortalMessagesContext = createContext<PortalMessages | null>(null);

export function PortalMessagesProvider({
  messages,
  children,
}: {
  messages: PortalMessages;
  children: ReactNode;
}) {
  return (
    <PortalMessagesContext.Provider value={messages}>{children}</PortalMessagesContext.Provider>
  );
}

export function usePortalMessages(): PortalMessages {
  const messages = useContext(PortalMessagesContext);
  if (messages === null) {
    throw new Error('No PortalMessages set, wrap the tree in PortalMessagesProvider');
  }
  return messages;
}
