import type { PathLink } from '../routing/path-link';

/** Spec public-site 3.4: the kinds of link an editor can place in navigation and content. */
export const navigationLinkKinds = {
  page: 'page',
  path: 'path',
  external: 'external',
  product: 'product',
  service: 'service',
} as const;

export type NavigationLinkKind = (typeof navigationLinkKinds)[keyof typeof navigationLinkKinds];

export interface LinkedPage {
  readonly id: string;
  /** The page's address without locale prefix, when the content service resolved it. */
  readonly url: string | null;
}

export interface NavigationPageLink {
  readonly kind: typeof navigationLinkKinds.page;
  /** May contain the `{{name}}` placeholder. */
  readonly text: string;
  readonly page: LinkedPage;
  /** Appended to the page's address as given, e.g. `?tab=downloads` or `#contact`. */
  readonly pageParameters: string;
  readonly openInNewTab: boolean;
}

export interface NavigationPathLink {
  readonly kind: typeof navigationLinkKinds.path;
  readonly text: string;
  /** A fixed path, or an action link such as open-news-feed-panel (spec 2.2). */
  readonly link: PathLink;
}

export interface NavigationExternalLink {
  readonly kind: typeof navigationLinkKinds.external;
  readonly text: string;
  readonly url: string;
}

export interface NavigationProductLink {
  readonly kind: typeof navigationLinkKinds.product;
  readonly text: string;
  readonly productSlug: string;
}

export interface NavigationServiceLink {
  readonly kind: typeof navigationLinkKinds.service;
  readonly text: string;
  readonly serviceSlug: string;
}

export type NavigationLink =
  | NavigationPageLink
  | NavigationPathLink
  | NavigationExternalLink
  | NavigationProductLink
  | NavigationServiceLink;
