/** The part of the window the callback page uses. */
export interface CallbackWindow {
  readonly location: { readonly href: string; replace(href: string): void };
  readonly history: Pick<History, 'replaceState'>;
}

export interface CallbackCompletion {
  /** portal-auth's `handleCallback`: checks the answer, stores the tokens, answers the return path. */
  readonly handleCallback: (url: string) => Promise<string>;
  readonly report: (message: string, error: unknown) => void;
}

/**
 * The `{locale}/callback` page: the authorization code and state leave the address bar at once
 * (`replaceState`, so neither a bookmark, a shared link nor the history keeps them), then the code
 * is exchanged and the browser returns to the page the visitor asked for. A failed exchange goes
 * to the portal's home, which signs in afresh (and, failing again, says so after 30 s).
 */
export async function completeCallback(
  window: CallbackWindow,
  { handleCallback, report }: CallbackCompletion,
): Promise<void> {
  const href = window.location.href;
  const url = new URL(href);
  window.history.replaceState(null, '', url.pathname);
  const locale = url.pathname.split('/')[1] ?? 'en';
  try {
    window.location.replace(await handleCallback(href));
  } catch (error) {
    report('Sign-in failed', error);
    window.location.replace(`/${locale}/mykomax`);
  }
}
