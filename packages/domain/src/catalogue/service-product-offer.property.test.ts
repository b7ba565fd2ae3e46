import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import { offeredServiceProductDetail } from './service-product-offer';

const countries = fc.subarray(['CH', 'DE', 'US']);

test.prop([countries, fc.constantFrom('CH', 'DE', 'US', 'ALL')])(
  'a service maps exactly when it is offered in the country, and otherwise is not found',
  (supported, countryCode) => {
    const run = () =>
      offeredServiceProductDetail(
        {
          language: 'en',
          name: 'Audit',
          slug: 'audit',
          classifications: [{ slug: 'consulting', name: 'Consulting' }],
          supported_countries: supported,
        },
        { slug: 'audit', classifications: new Map(), countryCode },
      );
    if (countryCode === 'ALL' || supported.includes(countryCode)) {
      expect(run().slug).toBe('audit');
    } else {
      expect(run).toThrow(expect.objectContaining({ code: 'PRODUCT_NOT_FOUND' }));
      try {
        run();
      } catch (error) {
        expect(isDomainError(error, 'PRODUCT_NOT_FOUND')).toBe(true);
      }
    }
  },
);
