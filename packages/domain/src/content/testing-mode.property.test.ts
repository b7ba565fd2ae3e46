import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { testingMode } from './testing-mode';

const value = fc.oneof(
  fc.constant(null),
  fc.constantFrom('true', 'false', 'TRUE', 'yes', ''),
  fc.string(),
);
const query = fc.oneof(
  fc.constant({}),
  value.map((testing) => ({ testing })),
);

test.prop([query, fc.boolean()])(
  'after carrying out the cookie action, the cookie alone gives the same mode',
  (request, cookieSet) => {
    const decision = testingMode(request, cookieSet);
    const cookieAfter = decision.cookie === 'keep' ? cookieSet : decision.cookie === 'set';
    expect(testingMode({}, cookieAfter).enabled).toBe(decision.enabled);
  },
);

test.prop([
  fc.string().filter((text) => !['true', 'false'].includes(text.trim().toLowerCase())),
  fc.boolean(),
])('only true and false touch the cookie', (other, cookieSet) => {
  expect(testingMode({ testing: other }, cookieSet)).toEqual({
    enabled: cookieSet,
    cookie: 'keep',
  });
});
