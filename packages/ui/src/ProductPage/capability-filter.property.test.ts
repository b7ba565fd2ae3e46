import { fc, test } from '@fast-check/vitest';
import type { Capability } from '@kmx/domain/catalogue';
import { expect } from 'vitest';
import { matchingCapabilities } from './capability-filter';

const capability: fc.Arbitrary<Capability> = fc.record({
  id: fc.uuid(),
  name: fc.string(),
  slug: fc.constant(''),
  image: fc.constant(null),
});

test.prop([fc.array(capability), fc.stringMatching(/^[a-zA-Z ]{0,6}$/)])(
  'upper or lower case in the query finds the same capabilities',
  (capabilities, query) => {
    expect(matchingCapabilities(capabilities, query.toUpperCase())).toEqual(
      matchingCapabilities(capabilities, query.toLowerCase()),
    );
  },
);

test.prop([fc.array(capability), fc.string()])(
  'the matches are a subset of the capabilities, in their order',
  (capabilities, query) => {
    const matches = matchingCapabilities(capabilities, query);
    expect(capabilities.filter((entry) => matches.includes(entry))).toEqual(matches);
  },
);

test.prop([fc.array(capability, { minLength: 1 })])(
  'every capability is found by its own name',
  (capabilities) => {
    for (const entry of capabilities) {
      expect(matchingCapabilities(capabilities, entry.name)).toContain(entry);
    }
  },
);
