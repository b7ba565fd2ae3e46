import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { demoPagePasswords } from './page-passwords';
import { pageAccessCookieName, SignedCookiePageAccess } from './SignedCookiePageAccess';
import { cookiePair, protectedPage, requestWithCookies } from './test-pages';

const secret = Buffer.from('a test secret of thirty-two bytes!');
const access = new SignedCookiePageAccess({
  secret,
  passwords: demoPagePasswords,
  clock: { now: () => 0 },
});
const area = access.areaOf(protectedPage());
const good = area === null ? '' : cookiePair(access.grantCookie(requestWithCookies(), area, false));
const goodValue = decodeURIComponent(good.slice(pageAccessCookieName.length + 1));

test.prop([fc.string({ maxLength: 300 })])(
  'a made-up cookie never opens a page and never throws',
  (value) => {
    const request = requestWithCookies(`${pageAccessCookieName}=${value}`);
    expect(access.mayView(request, protectedPage())).toBe(false);
  },
);

test.prop([
  fc.nat(),
  fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
])('changing any character of a valid cookie closes the page', (at, replacement) => {
  const index = at % goodValue.length;
  fc.pre(goodValue[index] !== replacement);
  const tampered = `${goodValue.slice(0, index)}${replacement}${goodValue.slice(index + 1)}`;
  const request = requestWithCookies(`${pageAccessCookieName}=${encodeURIComponent(tampered)}`);
  expect(access.mayView(request, protectedPage())).toBe(false);
});
