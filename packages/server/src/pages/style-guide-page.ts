import type { RouteKind } from '@kmx/domain/routing';
import type { Locale } from '@kmx/domain/site';
import { messagesFor } from '@kmx/ui';
import type { ProducedPage } from '../render/PageResponder';
import { companyName } from './error-page';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from './page-head';

/**
 * Spec public-site 2.1, 2.2: a style-guide page, in its own layout, outside any locale prefix and
 * any site (a technical area); its texts follow the visitor's chosen language. Not indexed.
 */
export function styleGuidePage(section: RouteKind, locale: Locale): ProducedPage {
  const messages = messagesFor(locale.language);
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: unindexedHead(
        titleWithSite(messages['furniture.styleGuide.title'], companyName),
        companyName,
        locale,
      ),
      view: {
        kind: 'style-guide',
        language: locale.language,
        homeHref: `/${locale.urlCode}`,
        section,
      },
    },
  };
}
