import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { redirectTarget, sameSitePath } from './redirect-target';

const tricky = fc.constantFrom(
  '/',
  '//',
  '\\',
  '\t',
  '\n',
  'evil.example',
  'https:',
  'de',
  '@',
  ':',
  '.',
  '?',
  '#',
  'a b',
);
const raw = fc.oneof(
  fc.string(),
  fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
);

/** One leading slash, then only characters a Location header may carry raw, no trailing slash. */
function isSameSitePath(path: string): boolean {
  return (
    /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/.test(path) && (path === '/' || !path.endsWith('/'))
  );
}

test.prop([raw])('a same-site path never names a host and never ends in a slash', (value) => {
  expect(isSameSitePath(sameSitePath(value))).toBe(true);
});

test.prop([raw])('cleaning a same-site path again changes nothing', (value) => {
  expect(sameSitePath(sameSitePath(value))).toBe(sameSitePath(value));
});

test.prop([raw, fc.boolean()])(
  'a target is a same-site path or an allowed https address',
  (value, allowExternal) => {
    const target = redirectTarget(value, { allowExternal });
    if (target?.kind === 'external') {
      expect(allowExternal).toBe(true);
      expect(target.url).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?([/?#]|$)/i);
      expect(/[\s\\@]/.test(target.url.split(/[/?#]/)[2] ?? '')).toBe(false);
    } else if (target?.kind === 'path') {
      expect(isSameSitePath(target.path)).toBe(true);
    }
  },
);
