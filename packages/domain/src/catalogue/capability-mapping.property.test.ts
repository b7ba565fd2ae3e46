import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { catalogueCapability } from './capability-mapping';
import { capabilitySlug } from './capability-slug';

test.prop([fc.oneof(fc.string(), fc.integer()), fc.string()])(
  'the id is kept as text and the slug is always the slug of the name',
  (id, name) => {
    const capability = catalogueCapability({ id, name });
    expect(capability.id).toBe(String(id));
    expect(capability.slug).toBe(capabilitySlug(name));
    expect(capability.image).toBeNull();
  },
);
