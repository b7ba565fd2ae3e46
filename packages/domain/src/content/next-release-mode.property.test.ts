import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { nextReleaseMode } from './next-release-mode';

const value = fc.oneof(
  fc.constant(null),
  fc.constantFrom('true', 'false', 'FALSE', '1', ''),
  fc.string(),
);
const query = fc.oneof(
  fc.constant({}),
  value.map((nextRelease) => ({ nextRelease })),
);

test.prop([query, fc.boolean()])(
  'after carrying out the cookie action, the cookie alone gives the same mode',
  (request, cookieSet) => {
    const decision = nextReleaseMode(request, cookieSet);
    const cookieAfter = decision.cookie === 'keep' ? cookieSet : decision.cookie === 'set';
    expect(nextReleaseMode({}, cookieAfter).enabled).toBe(decision.enabled);
  },
);

test.prop([fc.string().filter((text) => text.trim().toLowerCase() !== 'false'), fc.boolean()])(
  'the query overrides the cookie: any value but false turns the mode on',
  (flag, cookieSet) => {
    expect(nextReleaseMode({ nextRelease: flag }, cookieSet)).toEqual({
      enabled: true,
      cookie: 'set',
    });
    expect(nextReleaseMode({ nextRelease: 'false' }, cookieSet)).toEqual({
      enabled: false,
      cookie: 'remove',
    });
  },
);
