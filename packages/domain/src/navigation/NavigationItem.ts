import type { NavigationLink } from './NavigationLink';

/** Where a navigation item opens: `_blank` is spec 3.4's "target (new tab)". */
export const navigationTargets = {
  sameTab: '_self',
  newTab: '_blank',
} as const;

export type NavigationTarget = (typeof navigationTargets)[keyof typeof navigationTargets];

/** The page a navigation item stands for. */
export interface NavigationPage {
  readonly id: string;
}

/** Spec public-site 3.4: marketing block of a menu item; the background defaults to Dark_White. */
export interface MarketingSection {
  readonly logo: string | null;
  readonly backgroundColor: string;
  readonly link: NavigationLink | null;
}

export interface NavigationSection {
  readonly title: string | null;
  readonly items: readonly NavigationItem[];
}

/** Spec public-site 3.4: one entry of a site's navigation tree, with its addresses resolved. */
export interface NavigationItem {
  readonly title: string;
  /** The item's own address segment. */
  readonly slug: string;
  readonly breadcrumbOverride: string | null;
  readonly items: readonly NavigationItem[];
  /** Country codes the item is limited to; empty means every country. */
  readonly countries: readonly string[];
  /** Address without locale prefix, e.g. `/company/about`. */
  readonly unlocalizedUrl: string;
  /** Address as linked, e.g. `/en-ch/company/about`. */
  readonly url: string;
  readonly hidden: boolean;
  readonly hiddenSubItems: boolean;
  /** The parent's unlocalized address; `null` for a top item. */
  readonly parent: string | null;
  readonly page: NavigationPage | null;
  /** A fixed path that replaces the address built from the parent. */
  readonly path: string | null;
  readonly target: NavigationTarget;
  readonly linkTitle: string | null;
  readonly marketingSection: MarketingSection | null;
  readonly marketingTitle: string | null;
  readonly marketingDescription: string | null;
  readonly sections: readonly NavigationSection[];
}
