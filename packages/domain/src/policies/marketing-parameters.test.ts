import { describe, expect, it } from 'vitest';
import { isMarketingParameter, withoutMarketingParameters } from './marketing-parameters';

describe('isMarketingParameter', () => {
  it('knows the campaign tags and click ids of the documented tools, in any case', () => {
    for (const name of ['utm_source', 'utm_campaign', 'UTM_Medium', 'fbclid', 'gclid', 'msclkid']) {
      expect(isMarketingParameter(name), name).toBe(true);
    }
    for (const name of ['dclid', 'mc_cid', 'mc_eid', '_ga', 'yclid']) {
      expect(isMarketingParameter(name), name).toBe(true);
    }
  });

  it('leaves the parameters pages and modes read alone', () => {
    for (const name of ['cache', 'direct', 'country', 'category', 'testing', 'utm_', 'utm', 'q']) {
      expect(isMarketingParameter(name), name).toBe(false);
    }
  });
});

describe('withoutMarketingParameters', () => {
  it('drops marketing parameters and keeps the rest as written, in order', () => {
    expect(withoutMarketingParameters('utm_source=news&country=DE&fbclid=x1&cache=false')).toBe(
      'country=DE&cache=false',
    );
  });

  it('leaves nothing of a query made of marketing parameters only', () => {
    expect(withoutMarketingParameters('utm_source=a&utm_medium=b&gclid=c&&')).toBe('');
    expect(withoutMarketingParameters('')).toBe('');
  });

  it('reads encoded names and survives bad escapes', () => {
    expect(withoutMarketingParameters('utm%5Fsource=a&%E0%A4%A=b')).toBe('%E0%A4%A=b');
  });
});
