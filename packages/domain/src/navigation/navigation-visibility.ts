import type { NavigationItem } from './NavigationItem';

/** Spec public-site 2.4: items hidden on the main site in next-release mode. */
const nextReleaseHiddenSlugs: readonly string[] = ['careers', 'careers-switzerland'];

export interface NavigationVisibility {
  /** The visitor's country code. */
  readonly countryCode: string;
  readonly nextRelease: boolean;
  readonly isMainSite: boolean;
  /**
   * The footer's navigation keeps its last item in next-release mode: the rule drops the last item
   * of the top (header) navigation. The header when not said.
   */
  readonly menu?: 'header' | 'footer';
}

/** Spec public-site 3.4: an item with a countries list shows only for those countries. */
export function isAvailableInCountry(countries: readonly string[], countryCode: string): boolean {
  if (countries.length === 0) return true;
  const wanted = countryCode.toUpperCase();
  return countries.some((country) => country.toUpperCase() === wanted);
}

/**
 * The navigation a visitor sees (spec public-site 2.4, 3.4). Hidden items are left out and hidden
 * sub-items empty an item's children (its sections stay, they are a separate menu layout). On the
 * main site in next-release mode the last top item of the header's tree is dropped, careers and
 * careers-switzerland are left out, and both hidden flags are ignored so editors can preview what
 * the next release will show. Country limits always apply.
 */
export function visibleNavigation(
  items: readonly NavigationItem[],
  visibility: NavigationVisibility,
): readonly NavigationItem[] {
  const nextRelease = visibility.nextRelease && visibility.isMainSite;
  const top = nextRelease && visibility.menu !== 'footer' ? items.slice(0, -1) : items;
  return visibleItems(top, visibility.countryCode, nextRelease);
}

function visibleItems(
  items: readonly NavigationItem[],
  countryCode: string,
  nextRelease: boolean,
): readonly NavigationItem[] {
  return items
    .filter((item) => isShown(item, countryCode, nextRelease))
    .map((item) => ({
      ...item,
      items:
        item.hiddenSubItems && !nextRelease
          ? []
          : visibleItems(item.items, countryCode, nextRelease),
      sections: item.sections.map((section) => ({
        ...section,
        items: visibleItems(section.items, countryCode, nextRelease),
      })),
    }));
}

function isShown(item: NavigationItem, countryCode: string, nextRelease: boolean): boolean {
  if (!isAvailableInCountry(item.countries, countryCode)) return false;
  if (nextRelease) return !nextReleaseHiddenSlugs.includes(item.slug);
  return !item.hidden;
}
