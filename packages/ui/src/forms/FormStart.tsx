import { createContext, useContext, type ReactNode } from 'react';

/** What a server-rendered form needs from its page for visitors without JavaScript. */
export interface FormPage {
  /** The start token (`formStarted`) made when the page was rendered; empty when none. */
  readonly formStarted: string;
  /** The page's own path, sent along as `page` (the outcome page links back to it). */
  readonly path: string;
}

const FormPageContext = createContext<FormPage>({ formStarted: '', path: '' });

/**
 * The page's start token and path for its forms; the script asks for a fresh token when a form
 * mounts and reads the path from the address bar.
 */
export function FormPageProvider({
  page,
  children,
}: {
  readonly page: FormPage;
  readonly children: ReactNode;
}) {
  return <FormPageContext.Provider value={page}>{children}</FormPageContext.Provider>;
}

export function useFormPage(): FormPage {
  return useContext(FormPageContext);
}
