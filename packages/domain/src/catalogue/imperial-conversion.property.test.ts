import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { imperialFigure, imperialUnits, significantFigure } from './imperial-conversion';

const read = (text: string) => Number(text.replaceAll(',', ''));
const positive = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
const unit = fc.constantFrom(...(Object.keys(imperialUnits) as (keyof typeof imperialUnits)[]));

test.prop([positive])('a non-zero value never reads as zero', (value) => {
  expect(read(significantFigure(value))).not.toBe(0);
  expect(read(significantFigure(-value))).not.toBe(0);
});

test.prop([positive])(
  'three significant digits: the relative error stays within 0.5 %',
  (value) => {
    const shown = read(significantFigure(value));
    expect(Math.abs(shown - value) / value).toBeLessThanOrEqual(0.005 + 1e-12);
  },
);

test.prop([fc.integer({ min: 100, max: 1e9 })])(
  'whole numbers of three digits or more stay whole',
  (value) => {
    expect(read(significantFigure(value))).toBe(value);
  },
);

test.prop([unit, fc.array(fc.integer({ min: 1, max: 9_999_999 }), { minLength: 1, maxLength: 3 })])(
  'every number of a metric figure is converted, none to zero, the separators kept',
  (metric, thousandths) => {
    const numbers = thousandths.map((n) => n / 1000);
    const figure = imperialFigure(numbers.join(' × '), metric);
    expect(figure?.unit).toBe(imperialUnits[metric].unit);
    const shown = (figure?.value ?? '').split(' × ').map(read);
    expect(shown).toHaveLength(numbers.length);
    shown.forEach((value, index) => {
      const exact = (numbers[index] ?? 0) * imperialUnits[metric].factor;
      expect(value).not.toBe(0);
      expect(Math.abs(value - exact) / exact).toBeLessThanOrEqual(0.005 + 1e-9);
    });
  },
);
