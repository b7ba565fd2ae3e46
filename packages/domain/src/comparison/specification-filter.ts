import type { Specification } from '../catalogue/Specification';
import type { MeasurementSystem } from '../site/SystemData';

export interface SpecificationFilter {
  /** The visitor's choice, or else the country's default (spec public-site 4). */
  readonly measurementSystem: MeasurementSystem;
  /** Leave out what every compared product has alike; takes effect only for two or more. */
  readonly hideIdentical: boolean;
}

/**
 * Spec public-site 5: the specifications to compare, one list per product in the order given.
 * Entries of the other measurement system are removed first, so that a duplicate of the wrong
 * system cannot push out the right one; entries without a system read the same in both and stay.
 * Of entries with the same name and unit, the first stays.
 */
export function comparisonSpecifications(
  products: readonly (readonly Specification[])[],
  filter: SpecificationFilter,
): readonly (readonly Specification[])[] {
  const lists = products.map((specifications) =>
    withoutDuplicates(
      specifications.filter(
        (entry) =>
          entry.measurementSystem === null || entry.measurementSystem === filter.measurementSystem,
      ),
    ),
  );
  if (!filter.hideIdentical || lists.length < 2) return lists;
  const identical = identicalInAll(lists);
  return lists.map((list) => list.filter((entry) => !identical.has(nameAndUnit(entry))));
}

/** A key that cannot confuse `a b` + `c` with `a` + `b c`. */
function nameAndUnit(entry: Specification): string {
  return JSON.stringify([entry.name, entry.unit]);
}

function withoutDuplicates(specifications: readonly Specification[]): readonly Specification[] {
  const seen = new Set<string>();
  return specifications.filter((entry) => {
    const key = nameAndUnit(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Name-and-unit keys that every list holds with one and the same value. */
function identicalInAll(lists: readonly (readonly Specification[])[]): ReadonlySet<string> {
  const [first = [], ...others] = lists;
  const valuesByKey = others.map(
    (list) => new Map(list.map((entry) => [nameAndUnit(entry), entry.value])),
  );
  return new Set(
    first
      .filter((entry) =>
        valuesByKey.every((values) => values.get(nameAndUnit(entry)) === entry.value),
      )
      .map(nameAndUnit),
  );
}
