import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isClientNavigablePath, payloadPath, serverOwnedFirstSegments } from './client-navigation';

const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const locale = fc.constantFrom('en', 'de', 'fr', 'de-ch', 'en-us', 'zh-cn');
const path = fc
  .array(fc.string({ maxLength: 10 }), { maxLength: 5 })
  .map((parts) => parts.join('/'));

test.prop([locale, fc.array(slug, { maxLength: 4 })])(
  'every path of slugs below a locale is navigable unless its first slug is a special one',
  (code, slugs) => {
    const special = ['mykomax', 'editor', 'callback', 'style-guide'].includes(slugs[0] ?? '');
    expect(isClientNavigablePath(`/${[code, ...slugs].join('/')}`)).toBe(!special);
  },
);

test.prop([fc.constantFrom(...serverOwnedFirstSegments), fc.array(slug, { maxLength: 3 })])(
  'paths the server owns are never navigable',
  (first, rest) => {
    expect(isClientNavigablePath(`/${[first, ...rest].join('/')}`)).toBe(false);
  },
);

test.prop([path])('a payload path ends in the payload file and has no empty segment', (anyPath) => {
  const result = payloadPath(anyPath);
  expect(result.endsWith('/_payload.json')).toBe(true);
  expect(result.startsWith('/')).toBe(true);
  expect(result.includes('//')).toBe(false);
});

test.prop([path])('a trailing slash does not change the payload path', (anyPath) => {
  expect(payloadPath(`${anyPath}/`)).toBe(payloadPath(anyPath));
});
