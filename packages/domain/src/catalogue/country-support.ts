/**
 * Spec public-site 5: a product, or a classification in search results or links, is shown only
 * when the visitor's country is in its supported countries. Codes compare without regard to case
 * because the catalogue service and the site's system data do not promise the same case.
 */
export function isSupportedInCountry(
  supportedCountries: readonly string[],
  countryCode: string,
): boolean {
  const wanted = countryCode.toUpperCase();
  return supportedCountries.some((code) => code.toUpperCase() === wanted);
}

export function isVisibleInCountry(
  item: { readonly supportedCountries: readonly string[] },
  countryCode: string,
): boolean {
  return isSupportedInCountry(item.supportedCountries, countryCode);
}
