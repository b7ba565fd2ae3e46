import type { Specification, Variant } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';

/** One line of the comparison table: a specification and each product's value (`null`: none). */
export interface ComparisonRow {
  /** Unique among the rows; name and unit, unambiguous. */
  readonly key: string;
  readonly name: string;
  readonly unit: string | null;
  readonly values: readonly (string | null)[];
}

export function variantName(variant: Variant, system: MeasurementSystem): string {
  return system === 'Imperial' ? variant.nameImperial : variant.nameMetric;
}

function rowKey(entry: Pick<Specification, 'name' | 'unit'>): string {
  return JSON.stringify([entry.name, entry.unit]);
}

/**
 * The rows of the table: every name-and-unit any product has, in the order they first appear
 * (product by product), with each product's value in its column.
 */
export function comparisonRows(lists: readonly (readonly Specification[])[]): ComparisonRow[] {
  const rows = new Map<string, { name: string; unit: string | null; values: (string | null)[] }>();
  lists.forEach((list, column) => {
    for (const entry of list) {
      const key = rowKey(entry);
      let row = rows.get(key);
      if (row === undefined) {
        row = { name: entry.name, unit: entry.unit, values: lists.map(() => null) };
        rows.set(key, row);
      }
      // The first value of a column stays, as in the comparison's own duplicate rule.
      if (row.values[column] === null) row.values[column] = entry.value;
    }
  });
  return [...rows].map(([key, row]) => ({ key, ...row }));
}
