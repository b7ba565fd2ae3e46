import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { comparisonGroupOf } from './comparison-group';

const serviceId = fc.option(fc.string({ minLength: 1 }), { nil: null });
const classificationSlug = fc.option(fc.string(), { nil: null });

test.prop([serviceId, classificationSlug])(
  'an entry has a group exactly when it is a product with a classification, and it is that one',
  (service, classification) => {
    const group = comparisonGroupOf({ serviceId: service, classificationSlug: classification });
    if (service === null && classification !== null && classification !== '') {
      expect(group).toBe(classification);
    } else expect(group).toBeNull();
  },
);
