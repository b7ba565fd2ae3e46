import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { loadFormsTexts, loadedFormsTexts, type FormMessages } from './forms-texts';

/**
 * The site's texts with the forms' own in a page's language. Once the forms' texts are loaded
 * (the browser loads them with the form's code before it shows the page, the server at start) it
 * returns at once; otherwise it suspends until they are there.
 */
export function useFormMessages(language: string): FormMessages {
  const messages = useMessages();
  const texts = loadedFormsTexts(language) ?? use(loadFormsTexts(language));
  return useMemo(() => ({ ...messages, ...texts }), [messages, texts]);
}

const FormMessagesContext = createContext<FormMessages | null>(null);

/** Hands a form's texts to its fields and its error summary. */
export function FormMessagesProvider({
  messages,
  children,
}: {
  readonly messages: FormMessages;
  readonly children: ReactNode;
}) {
  return <FormMessagesContext.Provider value={messages}>{children}</FormMessagesContext.Provider>;
}

/** The texts of the form a part sits in (`FormMessagesProvider`). */
export function useProvidedFormMessages(): FormMessages {
  const messages = useContext(FormMessagesContext);
  if (messages === null)
    throw new Error('No form texts set, wrap the form in FormMessagesProvider');
  return messages;
}
