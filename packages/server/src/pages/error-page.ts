import type { PagePayload } from '@kmx/domain/view';
import { buildLocale, parseLocaleCode } from '@kmx/domain/site';
import { defaultLanguage } from '@kmx/domain/translation';
import { messagesFor } from '@kmx/ui';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from './page-head';

/** Spec public-site 2.6: the error page's title names the company after the error's title. */
export const companyName = 'Komax';

/**
 * Spec public-site 2.6, 8: the page of any application error, status 500. It is made from the
 * locale alone, without any loader, so it can be shown when loading is what failed; it names no
 * detail of the error and is not indexed.
 */
export function errorPage(localeCode: string): PagePayload {
  const locale = parseLocaleCode(localeCode) ?? buildLocale(defaultLanguage);
  const messages = messagesFor(locale.language);
  return {
    status: 500,
    head: unindexedHead(
      titleWithSite(messages['furniture.error.breadcrumb'], companyName),
      companyName,
      locale,
    ),
    view: { kind: 'error', language: locale.language, homeHref: `/${locale.urlCode}` },
  };
}
