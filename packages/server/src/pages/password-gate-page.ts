import type { Page } from '@kmx/domain/content';
import type { GateNoticeView } from '../protection/gate-notice';
import type { ProducedPage } from '../render/PageResponder';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from './page-head';
import type { PageContext } from './PageContext';
import { contentPageFrame } from './page-frame';
import { homeHref, siteLink } from './site-links';
import type { SiteNavigation } from './site-navigation';

/**
 * Status of a gate nobody has tried yet: the page exists but needs credentials first. Refused
 * attempts come back with the status of their notice (400, 403, 429).
 */
const passwordGateStatus = 401;

/**
 * Spec public-site 2.3: a protected page before its password was given: the page's title and a
 * form that posts to the page's own address, never the content; never cached, never indexed.
 */
export function passwordGatePage(
  context: PageContext,
  navigation: SiteNavigation,
  page: Page,
  notice: GateNoticeView | null,
): ProducedPage {
  const siteName = context.site.site.name;
  return {
    cacheable: false,
    // Its message follows the visitor's last attempt; and a shared copy would hide the page from
    // visitors who have opened it since.
    personal: true,
    payload: {
      status: notice?.status ?? passwordGateStatus,
      head: unindexedHead(titleWithSite(page.title, siteName), siteName, context.locale),
      view: {
        kind: 'password-gate',
        language: context.locale.language,
        homeHref: homeHref(context.links),
        frame: contentPageFrame(context, navigation, page),
        pageTitle: page.title,
        formAction: siteLink(context, page.url),
        error: notice?.message ?? null,
      },
    },
  };
}
