import type { Page } from '@kmx/domain/content';
import type { Logger, PageRequest } from '@kmx/domain/ports';
import { isProtectedPage } from '@kmx/domain/content';
import { decodedPath } from '../pipeline/decoded-path';
import type { GateNoticeView } from '../protection/gate-notice';
import type { ProducedPage } from '../render/PageResponder';
import { contentProductLinks } from './content-product-links';
import { loadPageModules } from './load-page-modules';
import { notFoundPage } from './not-found-page';
import { contentHead } from './page-head';
import type { PageContext } from './PageContext';
import { contentPageFrame } from './page-frame';
import { passwordGatePage } from './password-gate-page';
import { warnOfUnknownPathActions } from './path-action-warnings';
import { sanitisePage } from './sanitise-page';
import { homeHref } from './site-links';
import { siteNavigation } from './site-navigation';

/** What the content loader asks about the visitor of a protected page. */
export interface PageProtectionCheck {
  mayView(page: Page): boolean;
  /** The outcome of the attempt just refused at this page's gate, if any (taken once). */
  gateNotice(language: string): GateNoticeView | null;
}

/**
 * What a content page asks the content service for: the page at the path within the site, in the
 * visitor's language, then the fallback language; `null` when the path cannot be decoded.
 */
export function contentPageRequest(context: PageContext): PageRequest | null {
  const path = decodedPath(context.pathInSite);
  if (path === null) return null;
  const { fallbackLanguage } = context.visitor;
  return {
    path,
    language: context.locale.language,
    siteId: context.site.site.id,
    ...(fallbackLanguage !== null && { fallbackLanguage }),
  };
}

/**
 * The catch-all route of spec public-site 2.1: the page at the path within the site, in the
 * visitor's language (then the fallback language, then en), with its furniture, head and modules.
 * A protected page the visitor may not see yet shows its password gate; a protected page is never
 * cached nor indexed.
 */
export async function contentPage(
  context: PageContext,
  protection: PageProtectionCheck,
  logger: Logger,
): Promise<ProducedPage> {
  const { locale, visitor } = context;
  const fallback =
    visitor.fallbackLanguage === null ? {} : { fallbackLanguage: visitor.fallbackLanguage };
  const request = contentPageRequest(context);
  if (request === null) return notFoundPage(context, logger);
  // The navigation needs nothing of the page (a 404 page shows it too): both in one round trip.
  const navigationRead = siteNavigation(context);
  navigationRead.catch(() => undefined);
  const page = await context.content.pageByPath(request);
  if (page === null) return notFoundPage(context, logger);

  const navigation = await navigationRead;
  const isProtected = isProtectedPage(page.protection);
  if (isProtected && !protection.mayView(page)) {
    return passwordGatePage(context, navigation, page, protection.gateNotice(locale.language));
  }
  const [modules, productLinks] = await Promise.all([
    loadPageModules(context.collections, page, {
      language: locale.language,
      country: locale.country,
      query: context.query,
      link: context.links,
      ...fallback,
    }),
    // Without the catalogue the page still shows, its product links left out (and not cached).
    contentProductLinks(context, page.blocks).catch((error: unknown) => {
      logger.warn('product links of a content page left out', { error: String(error) });
      return null;
    }),
  ]);
  warnOfUnknownPathActions(page, logger);
  const head = contentHead(context, page, isProtected);
  return {
    cacheable: !isProtected && productLinks !== null,
    personal: isProtected,
    payload: {
      status: 200,
      head,
      view: {
        kind: 'content',
        language: locale.language,
        homeHref: homeHref(context.links),
        frame: contentPageFrame(context, navigation, page),
        page: sanitisePage(page),
        modules,
        productLinks: productLinks ?? {},
      },
    },
  };
}
