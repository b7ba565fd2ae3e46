import { routeKinds, type RouteKind } from '@kmx/domain/routing';
import type { MessageKey } from '../i18n/Messages';

export interface StyleGuideSection {
  readonly kind: RouteKind;
  readonly path: string;
  readonly label: MessageKey;
}

/** The style-guide pages of spec public-site 2.1, in the order the navigation shows them. */
export const styleGuideSections: readonly StyleGuideSection[] = [
  { kind: routeKinds.styleGuide, path: '/style-guide', label: 'furniture.styleGuide.overview' },
  {
    kind: routeKinds.styleGuideButtons,
    path: '/style-guide/buttons',
    label: 'furniture.styleGuide.buttons',
  },
  {
    kind: routeKinds.styleGuideComponents,
    path: '/style-guide/components',
    label: 'furniture.styleGuide.components',
  },
  {
    kind: routeKinds.styleGuideInputs,
    path: '/style-guide/inputs',
    label: 'furniture.styleGuide.inputs',
  },
  {
    kind: routeKinds.styleGuideModules,
    path: '/style-guide/modules',
    label: 'furniture.styleGuide.modules',
  },
  {
    kind: routeKinds.styleGuideTypography,
    path: '/style-guide/typography',
    label: 'furniture.styleGuide.typography',
  },
  {
    kind: routeKinds.styleGuideErrorPage,
    path: '/style-guide/pages/error',
    label: 'furniture.styleGuide.errorPage',
  },
  {
    kind: routeKinds.styleGuideEmailLinks,
    path: '/style-guide/tools/email-links',
    label: 'furniture.styleGuide.emailLinks',
  },
];
