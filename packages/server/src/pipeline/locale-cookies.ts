import { cookieLifetimes, serializeCookie, siteCookieName, sitePreferences } from '@kmx/adapters';
import { isMeasurementSystem } from '@kmx/domain/site';
import type { ResolvedSite } from '@kmx/domain/site';
import type { VisitorLocale } from './visitor-locale';

/**
 * Spec public-site 7: the site's cookies for language, fallback language and current locale, set
 * (and so renewed) on every page the visitor opens in a locale, far-future, `SameSite=Lax`, path
 * `/`. The measurement system cookie holds only the visitor's own choice (spec 4: it overrides the
 * country default), so it is renewed when present and never created from a country default.
 */
export function localeCookies(
  site: ResolvedSite,
  visitor: VisitorLocale,
  request: { readonly cookies: ReadonlyMap<string, string>; readonly secure: boolean },
): readonly string[] {
  const { secure } = request;
  const name = (preference: keyof typeof sitePreferences) =>
    siteCookieName(sitePreferences[preference], site.technicalName);
  const lasting = { lifetime: cookieLifetimes.persistent, secure };
  const { locale } = visitor.choice;
  const cookies = [
    serializeCookie(name('currentLocale'), locale.urlCode, lasting),
    serializeCookie(name('language'), locale.language, lasting),
  ];
  if (visitor.fallbackLanguage !== null) {
    cookies.push(serializeCookie(name('fallbackLanguage'), visitor.fallbackLanguage, lasting));
  } else if (request.cookies.has(name('fallbackLanguage'))) {
    cookies.push(
      serializeCookie(name('fallbackLanguage'), '', { lifetime: cookieLifetimes.expired, secure }),
    );
  }
  if (isMeasurementSystem(visitor.measurementChoice)) {
    cookies.push(serializeCookie(name('measurementSystem'), visitor.measurementChoice, lasting));
  }
  return cookies;
}
