import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSafeUrl } from './safe-url';

const noise = fc.array(fc.constantFrom('\t', '\n', '\r', ' ', '\u0000'), { maxLength: 3 });
const scriptScheme = fc
  .tuple(fc.constantFrom('javascript', 'vbscript', 'data'), noise, fc.boolean())
  .map(([scheme, inserted, upper]) => {
    const cased = upper ? scheme.toUpperCase() : scheme;
    return `${inserted.join('')}${cased.slice(0, 3)}${inserted.join('')}${cased.slice(3)}:alert(1)`;
  });

test.prop([scriptScheme])('a script scheme is refused however it is disguised', (url) => {
  expect(isSafeUrl(url)).toBe(false);
});

test.prop([fc.webPath()])('a path of this site is always allowed', (path) => {
  expect(isSafeUrl(`/${path.replace(/^\/+/, '')}`)).toBe(true);
});
