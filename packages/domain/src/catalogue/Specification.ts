import type { MeasurementSystem } from '../site/SystemData';

/** Spec public-site 3.6: one line of a product's technical data. */
export interface Specification {
  readonly name: string;
  readonly value: string;
  readonly unit: string | null;
  /** `null` for values that read the same in both systems (a colour, a count). */
  readonly measurementSystem: MeasurementSystem | null;
}
