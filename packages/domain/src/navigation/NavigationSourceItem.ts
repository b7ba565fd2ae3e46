import type { NavigationPage, NavigationTarget } from './NavigationItem';
import type { NavigationLink } from './NavigationLink';

/**
 * A navigation item as the site-navigation call delivers it (spec public-site 7): addresses are not
 * resolved yet and every field but title and slug may be missing.
 */
export interface NavigationSourceItem {
  readonly title: string;
  readonly slug: string;
  readonly breadcrumbOverride?: string | null;
  readonly items?: readonly NavigationSourceItem[];
  readonly countries?: readonly string[];
  readonly hidden?: boolean;
  readonly hiddenSubItems?: boolean;
  readonly page?: NavigationPage | null;
  readonly path?: string | null;
  readonly target?: NavigationTarget;
  readonly linkTitle?: string | null;
  readonly marketingSection?: {
    readonly logo?: string | null;
    readonly backgroundColor?: string | null;
    readonly link?: NavigationLink | null;
  } | null;
  readonly marketingTitle?: string | null;
  readonly marketingDescription?: string | null;
  readonly sections?: readonly NavigationSourceSection[];
}

export interface NavigationSourceSection {
  readonly title?: string | null;
  readonly items?: readonly NavigationSourceItem[];
}
