import type { KoaContextWithOIDC } from 'oidc-provider';
import { identityLanguageOf, type IdentityLanguage } from './identity-texts';

/**
 * The sign-out's language, kept from its start to its end: the confirm step takes only `xsrf` and
 * `logout`, and the signed-out page only `client_id`, so the `ui_locales` of the end-session
 * request would be lost after the first page.
 */
const logoutLanguageCookie = 'kmx_idp_logout_language';

const tenMinutes = 10 * 60 * 1000;

/** The language of the request's `ui_locales`, else of the sign-out begun, else English. */
export function logoutLanguageOf(ctx: KoaContextWithOIDC): IdentityLanguage {
  const uiLocales = (ctx as Partial<KoaContextWithOIDC>).oidc?.params?.['ui_locales'];
  if (typeof uiLocales === 'string') return identityLanguageOf(uiLocales);
  return identityLanguageOf(ctx.cookies.get(logoutLanguageCookie));
}

/**
 * When the end-session request shows its confirmation page, remembers its language (RP-Initiated
 * Logout 1.0 section 2, `ui_locales`) for the pages after it, on the provider's paths only.
 */
export function rememberLogoutLanguage(ctx: KoaContextWithOIDC, path: string): void {
  const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
  if (oidc?.route !== 'end_session' || ctx.status !== 200) return;
  ctx.cookies.set(logoutLanguageCookie, identityLanguageOf(oidc.params?.['ui_locales']), {
    httpOnly: true,
    sameSite: 'lax',
    path,
    maxAge: tenMinutes,
    signed: false,
  });
}
