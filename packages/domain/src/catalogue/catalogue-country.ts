import { isAllCountry } from '../site/country-list';
import type { Classification } from './Classification';
import { classificationTree } from './classification-mapping';
import type { ClassificationContext } from './classification-mapping';
import type { ClassificationSource } from './ClassificationSource';
import { isSupportedInCountry } from './country-support';

/**
 * Spec public-site 5: a product or classification is offered only in its supported countries. The
 * international locales have the synthetic country ALL (spec 3.1), which no catalogue entry lists;
 * filtering by it would leave an empty catalogue, so visitors there see everything the group makes.
 */
export function isOfferedInCountry(
  supportedCountries: readonly string[],
  countryCode: string,
): boolean {
  return isAllCountry(countryCode) || isSupportedInCountry(supportedCountries, countryCode);
}

/**
 * `classificationTree` (root slug forced, unsupported children dropped), except that the ALL
 * country keeps every child, as `isOfferedInCountry` explains.
 */
export function offeredClassificationTree(
  root: ClassificationSource,
  context: ClassificationContext,
): Classification {
  return classificationTree(
    isAllCountry(context.countryCode) ? offeredIn(root, context.countryCode) : root,
    context,
  );
}

function offeredIn(source: ClassificationSource, countryCode: string): ClassificationSource {
  return {
    ...source,
    supported_countries: [...source.supported_countries, countryCode],
    children: (source.children ?? []).map((child) => offeredIn(child, countryCode)),
  };
}

interface EntryWithCountries {
  readonly product?: { readonly supported_countries?: readonly string[] | null } | null;
}

/**
 * Spec public-site 5: links to products show only where the product is offered. An entry whose
 * product carries no list of countries (the spec's related entries have none) is kept.
 */
export function offeredEntries<Entry extends EntryWithCountries>(
  entries: readonly Entry[],
  countryCode: string,
): readonly Entry[] {
  return entries.filter((entry) => {
    const countries = entry.product?.supported_countries;
    return countries === null || countries === undefined
      ? true
      : isOfferedInCountry(countries, countryCode);
  });
}
