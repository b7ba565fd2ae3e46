import { describe, expect, it } from 'vitest';
import { isMeasurementSystem, measurementSystemFor } from './measurement-system';

describe('the measurement system', () => {
  it('is the user choice, over the country default', () => {
    expect(measurementSystemFor({ defaultMeasurementSystem: 'Metric' }, 'Imperial')).toBe(
      'Imperial',
    );
    expect(measurementSystemFor({ defaultMeasurementSystem: 'Imperial' }, 'Metric')).toBe('Metric');
  });

  it('is the country default without a user choice', () => {
    expect(measurementSystemFor({ defaultMeasurementSystem: 'Imperial' })).toBe('Imperial');
    expect(measurementSystemFor({ defaultMeasurementSystem: 'Imperial' }, null)).toBe('Imperial');
  });

  it('is the country default when the stored choice names no system', () => {
    expect(measurementSystemFor({ defaultMeasurementSystem: 'Imperial' }, 'furlongs')).toBe(
      'Imperial',
    );
  });

  it('is Metric without country and choice', () => {
    expect(measurementSystemFor(undefined)).toBe('Metric');
  });
});

describe('a stored measurement system', () => {
  it('is Metric or Imperial, as written', () => {
    expect(isMeasurementSystem('Metric')).toBe(true);
    expect(isMeasurementSystem('Imperial')).toBe(true);
    expect(isMeasurementSystem('metric')).toBe(false);
    expect(isMeasurementSystem('toString')).toBe(false);
    expect(isMeasurementSystem(1)).toBe(false);
  });
});
