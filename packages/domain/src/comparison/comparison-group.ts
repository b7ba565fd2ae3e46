import type { CatalogueProductFacts } from '../catalogue/CatalogueProduct';

/**
 * Spec public-site 3.7: the classification slug a catalogue entry joins the comparison basket
 * under, or `null` when it cannot join: a service (it has a service id) is not compared, and a
 * product without a classification has no group to join. Checked by type, not only by `null`:
 * page data made before entries carried these facts lacks them, and is then not offered.
 */
export function comparisonGroupOf(
  entry: Pick<CatalogueProductFacts, 'serviceId' | 'classificationSlug'>,
): string | null {
  if (typeof entry.serviceId === 'string') return null;
  const slug: unknown = entry.classificationSlug;
  return typeof slug === 'string' && slug !== '' ? slug : null;
}
