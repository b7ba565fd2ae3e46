import { describe, expect, it } from 'vitest';
import { serviceTexts } from './service-texts';

const empty = {
  benefit1: null,
  benefit2: null,
  benefit3: null,
  benefit4: null,
  benefit5: null,
  benefit6: null,
  detail1: null,
  detail2: null,
  detail3: null,
  detail4: null,
  detail5: null,
  detail6: null,
};

describe('the benefits and details of a service (spec 3.6)', () => {
  it('are the filled ones of the six, in order', () => {
    const service = { ...empty, benefit1: 'Fast', benefit3: '  ', benefit6: 'Cheap', detail2: 'x' };
    expect(serviceTexts(service, 'benefit')).toEqual(['Fast', 'Cheap']);
    expect(serviceTexts(service, 'detail')).toEqual(['x']);
  });

  it('are none when all six are empty', () => {
    expect(serviceTexts(empty, 'benefit')).toEqual([]);
  });
});
