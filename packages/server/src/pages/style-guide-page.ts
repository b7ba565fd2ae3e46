import type { MessageKey } from '@kmx/ui';
import type { RouteKind } from '@kmx/domain/routing';
import type { Locale } from '@kmx/domain/site';
import { routeKinds } from '@kmx/domain/routing';
import { messagesFor } from '@kmx/ui';
import type { ProducedPage } from '../render/PageResponder';
import { companyName } from './error-page';
import { titleWithSite } from '@kmx/domain/view';
import { unindexedHead } from './page-head';

/** The name of each style-guide section, as its navigation shows it; the overview has none. */
const sectionNames: Partial<Record<RouteKind, MessageKey>> = {
  [routeKinds.styleGuideButtons]: 'furniture.styleGuide.buttons',
  [routeKinds.styleGuideComponents]: 'furniture.styleGuide.components',
  [routeKinds.styleGuideInputs]: 'furniture.styleGuide.inputs',
  [routeKinds.styleGuideModules]: 'furniture.styleGuide.modules',
  [routeKinds.styleGuideTypography]: 'furniture.styleGuide.typography',
  [routeKinds.styleGuideErrorPage]: 'furniture.styleGuide.errorPage',
  [routeKinds.styleGuideEmailLinks]: 'furniture.styleGuide.emailLinks',
};

/** `Buttons – Style guide | Komax`; the overview is `Style guide | Komax`. */
function styleGuideTitle(section: RouteKind, language: string): string {
  const messages = messagesFor(language);
  const guide = messages['furniture.styleGuide.title'];
  const key = sectionNames[section];
  return titleWithSite(key === undefined ? guide : `${messages[key]} – ${guide}`, companyName);
}

/**
 * Spec public-site 2.1, 2.2: a style-guide page, in its own layout, outside any locale prefix and
 * any site (a technical area); its texts follow the visitor's chosen language, its title names its
 * section. Not indexed. Made without any loader, so it answers while the content service is down.
 */
export function styleGuidePage(section: RouteKind, locale: Locale): ProducedPage {
  return {
    cacheable: true,
    payload: {
      status: 200,
      head: unindexedHead(styleGuideTitle(section, locale.language), companyName, locale),
      view: {
        kind: 'style-guide',
        language: locale.language,
        homeHref: `/${locale.urlCode}`,
        section,
      },
    },
  };
}
