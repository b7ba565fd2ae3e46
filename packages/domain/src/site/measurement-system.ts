import type { Country, MeasurementSystem } from './SystemData';

export const measurementSystems = {
  Metric: 'Metric',
  Imperial: 'Imperial',
} as const satisfies Record<MeasurementSystem, MeasurementSystem>;

/** Without a country (and so without its default), units are metric, as for the ALL country. */
export const fallbackMeasurementSystem: MeasurementSystem = measurementSystems.Metric;

/** Whether a stored value (a cookie, a query) names a measurement system. */
export function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return typeof value === 'string' && Object.hasOwn(measurementSystems, value);
}

/**
 * Spec public-site 4: the user's choice overrides the country default. A choice that names no
 * measurement system (an old or tampered cookie) counts as no choice.
 */
export function measurementSystemFor(
  country: Pick<Country, 'defaultMeasurementSystem'> | undefined,
  userChoice?: string | null,
): MeasurementSystem {
  if (isMeasurementSystem(userChoice)) return userChoice;
  return country?.defaultMeasurementSystem ?? fallbackMeasurementSystem;
}
