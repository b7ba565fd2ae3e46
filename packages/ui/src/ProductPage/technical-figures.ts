import type { Specification, Variant } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';
import { measurementSystems } from '@kmx/domain/site';

/**
 * Spec public-site 4, 5: the figures to show in the chosen system. Entries without a system read
 * the same in both and always show; the others only in their own system. The order is kept.
 */
export function specificationsInSystem(
  specifications: readonly Specification[],
  system: MeasurementSystem,
): readonly Specification[] {
  return specifications.filter(
    (entry) => entry.measurementSystem === null || entry.measurementSystem === system,
  );
}

/** A variant is named in the units of the chosen system (`2.5 mm²` or `14 AWG`). */
export function variantName(
  variant: Pick<Variant, 'nameMetric' | 'nameImperial'>,
  system: MeasurementSystem,
): string {
  return system === measurementSystems.Imperial ? variant.nameImperial : variant.nameMetric;
}

/** `value unit`, or the value alone when the entry has no unit. */
export function figure(entry: Pick<Specification, 'value' | 'unit'>): string {
  return entry.unit === null ? entry.value : `${entry.value} ${entry.unit}`;
}
