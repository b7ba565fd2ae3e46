import { messagesFor } from '@kmx/ui';
import type { LoadedPage } from '../pages/load-page-view';
import type { SignInMount } from './SignInMount';

const portalSegment = '/mykomax';

/** The portal and its sign-in callback render in the browser; the server sends their frame. */
export function signInPageView(
  language: string,
  path: string,
  signIn: SignInMount,
): LoadedPage | null {
  const messages = messagesFor(language);
  const homeHref = `/${language}`;
  if (path === '/callback') {
    return {
      status: 200,
      view: { kind: 'sign-in-callback', language, homeHref, signIn: signIn.settings(language) },
      title: messages['callback.completing'],
      description: '',
    };
  }
  if (path === portalSegment) {
    return {
      status: 200,
      view: { kind: 'portal', language, homeHref, signIn: signIn.settings(language) },
      title: messages['portal.title'],
      description: '',
    };
  }
  return null;
}
