import type { PageView } from '@kmx/domain/view';
import { createPortalAuth, portalSignInSettings, type PortalAuth } from '@kmx/portal-auth';

export type SignInView = Extract<PageView, { kind: 'portal' | 'sign-in-callback' }>;

/** The browser's sign-in client for this page, configured from what the server put in the view. */
export function signInClientFor(view: SignInView, origin = window.location.origin): PortalAuth {
  return createPortalAuth({
    serverConfig: { baseUrl: view.signIn.baseUrl },
    realmPath: view.signIn.realmPath,
    clientId: view.signIn.clientId,
    scope: view.signIn.scope,
    redirectUri: `${origin}${view.signIn.callbackPath}`,
    silentRedirectUri: `${origin}${view.signIn.silentCallbackPath}`,
    postLogoutRedirectUri: `${origin}${view.homeHref}`,
    // Portal spec 9: the identity provider's calls may take 3 seconds in the portal.
    timeout: portalSignInSettings.timeout,
    // The provider's sign-in pages speak the page's language (OpenID Connect `ui_locales`).
    uiLocales: view.language,
  });
}
