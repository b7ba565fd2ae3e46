import { nameFromSlug } from '../content/block-link';
import type { ComparedProduct } from './ComparisonBasket';

/**
 * What the basket calls an entry the catalogue does not name (not offered in the visitor's
 * country, or not loaded yet): the name kept when it was added; for an entry stored before names
 * were kept, one made from its slug, or the slug itself when that reads as nothing.
 */
export function comparedProductName(entry: Pick<ComparedProduct, 'slug' | 'name'>): string {
  if (entry.name !== undefined && entry.name !== '') return entry.name;
  const readable = nameFromSlug(entry.slug);
  return readable === '' ? entry.slug : readable;
}
