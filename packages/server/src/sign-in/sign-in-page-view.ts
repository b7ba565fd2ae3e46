import type { Locale } from '@kmx/domain/site';
import { messagesFor } from '@kmx/ui';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from '../pages/page-head';
import type { ProducedPage } from '../render/PageResponder';
import type { SignInMount } from './SignInMount';

/** The two pages the browser's sign-in client renders: the portal and the sign-in callback. */
export type SignInPageKind = 'portal' | 'sign-in-callback';

export interface SignInPageContext {
  readonly locale: Locale;
  readonly siteName: string;
  readonly homeHref: string;
}

/**
 * The portal and its sign-in callback render in the browser; the server sends their frame with
 * the sign-in settings, and the portal's the configured links of the services outside it. The
 * same for everyone, yet never cached (`private, no-store`) and never indexed: it is the door to
 * personal pages.
 */
export function signInPageView(
  kind: SignInPageKind,
  context: SignInPageContext,
  signIn: SignInMount,
): ProducedPage {
  const { language, urlCode } = context.locale;
  const messages = messagesFor(language);
  const title = kind === 'portal' ? messages['portal.title'] : messages['callback.completing'];
  const shared = { language, homeHref: context.homeHref, signIn: signIn.settings(language) };
  return {
    cacheable: false,
    personal: true,
    payload: {
      status: 200,
      head: unindexedHead(titleWithSite(title, context.siteName), context.siteName, context.locale),
      view:
        kind === 'portal'
          ? {
              kind,
              ...shared,
              localeCode: urlCode,
              siteName: context.siteName,
              links: signIn.portalLinks(urlCode),
            }
          : { kind, ...shared },
    },
  };
}
