import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { SignedCookieEditorAccess, editorCookieName } from './SignedCookieEditorAccess';

const access = new SignedCookieEditorAccess(Buffer.from('a secret of thirty-two bytes!!!!'));
const now = 1_700_000_000_000;

test.prop([fc.nat(), fc.string({ minLength: 1, maxLength: 1 })])(
  'refuses an issued cookie with any one character changed',
  (position, replacement) => {
    const value = access.issue(now);
    const index = position % value.length;
    fc.pre(value[index] !== replacement);
    const changed = `${value.slice(0, index)}${replacement}${value.slice(index + 1)}`;
    expect(access.allows(`${editorCookieName}=${encodeURIComponent(changed)}`, now)).toBe(false);
  },
);

test.prop([fc.string()])(
  'never allows, nor throws on, a cookie header it did not issue',
  (header) => {
    expect(access.allows(header, now)).toBe(false);
  },
);
