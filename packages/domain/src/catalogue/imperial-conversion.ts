/**
 * Spec public-site 3.6, 4: technical data in both systems. A metric figure converted for the
 * imperial system keeps its significant digits instead of a fixed number of decimals, so that a
 * small value never reads as nothing ("0.1 mm" is "0.00394 in", not "0 in").
 */

/** The metric units the catalogue's figures use, with their imperial unit and factor. */
export const imperialUnits = {
  mm: { unit: 'in', factor: 1 / 25.4 },
  m: { unit: 'ft', factor: 1 / 0.3048 },
  kg: { unit: 'lb', factor: 1 / 0.45359237 },
  bar: { unit: 'psi', factor: 14.503773773 },
  kN: { unit: 'lbf', factor: 224.80894387 },
  'm/s': { unit: 'ft/s', factor: 1 / 0.3048 },
} as const satisfies Record<string, { readonly unit: string; readonly factor: number }>;

export type ConvertibleUnit = keyof typeof imperialUnits;

/** Significant digits kept at least; whole digits of larger numbers are never rounded away. */
export const imperialSignificantDigits = 3;

export function isConvertibleUnit(unit: string): unit is ConvertibleUnit {
  return Object.hasOwn(imperialUnits, unit);
}

/**
 * One number with at least `digits` significant digits (whole numbers from 10^(digits-1) up keep
 * all their whole digits), trailing zeros dropped, thousands grouped with commas as the
 * catalogue writes them. Zero stays "0"; any other value never reads as zero.
 */
export function significantFigure(
  value: number,
  digits: number = imperialSignificantDigits,
): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.min(100, Math.max(0, digits - 1 - magnitude));
  let text = value.toFixed(decimals);
  // toFixed may round up into one more whole digit (9.996 → "10.00"): still enough digits.
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  const [whole = '', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A number as the catalogue writes it: thousands grouped with commas, a point for decimals. */
const catalogueNumber = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/**
 * A metric figure as written in the catalogue ("0.1–25", "420 × 380 × 300", "65,000") in the
 * imperial system: every number converted and written with significant digits, the text around
 * the numbers (range dashes, dimension crosses) kept. `null` for a unit it cannot convert (AWG
 * gauges, for instance, are not a factor of mm²).
 */
export function imperialFigure(
  value: string,
  unit: string,
): { readonly value: string; readonly unit: string } | null {
  if (!isConvertibleUnit(unit)) return null;
  const { unit: imperialUnit, factor } = imperialUnits[unit];
  return {
    value: value.replace(catalogueNumber, (number) =>
      significantFigure(Number(number.replaceAll(',', '')) * factor),
    ),
    unit: imperialUnit,
  };
}
