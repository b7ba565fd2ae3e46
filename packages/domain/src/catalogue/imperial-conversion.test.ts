import { describe, expect, it } from 'vitest';
import { imperialFigure, significantFigure } from './imperial-conversion';

describe('imperialFigure', () => {
  it('keeps a tenth of a millimetre visible (issue 20: "0–0.98 in" for 0.1–25 mm)', () => {
    expect(imperialFigure('0.1–25', 'mm')).toEqual({ value: '0.00394–0.984', unit: 'in' });
  });

  it('converts the spec’s kinds of figures: ranges, single values, dimensions, thousands', () => {
    expect(imperialFigure('0.1–30', 'mm')?.value).toBe('0.00394–1.18');
    expect(imperialFigure('40–65,000', 'mm')?.value).toBe('1.57–2,559');
    expect(imperialFigure('420 × 380 × 300', 'mm')?.value).toBe('16.5 × 15 × 11.8');
    expect(imperialFigure('38', 'kg')).toEqual({ value: '83.8', unit: 'lb' });
    expect(imperialFigure('6', 'bar')).toEqual({ value: '87', unit: 'psi' });
    expect(imperialFigure('0.5–15', 'kN')).toEqual({ value: '112–3,372', unit: 'lbf' });
  });

  it('leaves a zero at zero and refuses units that are not a factor away', () => {
    expect(imperialFigure('0', 'mm')?.value).toBe('0');
    expect(imperialFigure('0.13–2.5', 'mm²')).toBeNull();
    expect(imperialFigure('1', 'constructor')).toBeNull();
  });
});

describe('significantFigure', () => {
  it('keeps three significant digits and every whole digit', () => {
    expect(significantFigure(0.003937)).toBe('0.00394');
    expect(significantFigure(1.5748)).toBe('1.57');
    expect(significantFigure(2559.055)).toBe('2,559');
    expect(significantFigure(9.9996)).toBe('10');
    expect(significantFigure(-0.25)).toBe('-0.25');
  });
});
