import { noClassificationSlug } from '../errors/error-catalogue';
import type { ClassificationRefSource } from './ServiceProductSource';

/**
 * Spec public-site 3.6: the classification slug (from the route) is used first; otherwise the
 * first classification of the product. Neither gives "No classification slug found".
 */
export function chosenClassificationSlug(
  classificationSlug: string | null | undefined,
  productClassifications: readonly ClassificationRefSource[] | null | undefined,
): string {
  const slug = classificationSlug || productClassifications?.[0]?.slug;
  if (slug === undefined || slug === null || slug === '') {
    throw noClassificationSlug();
  }
  return slug;
}
