import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { initialsOf, userFromUserInfo } from './user-info';

const name = fc.string({ maxLength: 12 });

test.prop([fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 5 }))])(
  'roles always come out as a list holding every text given',
  (roles) => {
    const user = userFromUserInfo({ roles });
    expect(user.roles).toEqual(typeof roles === 'string' ? [roles] : roles);
  },
);

test.prop([name, name])(
  "initials are the first name's letter, then the last name's, in uppercase",
  (first, last) => {
    const initials = initialsOf(first, last);
    expect(initials).toBe(`${initialsOf(first, '')}${initialsOf('', last)}`);
    expect(initials).toBe(initials.toUpperCase());
    expect(initialsOf(first, '')).toBe(initialsOf(first, '').toUpperCase());
    if (first.trim() !== '') {
      expect(initials.startsWith((Array.from(first.trim())[0] ?? '').toUpperCase())).toBe(true);
    }
  },
);

test.prop([fc.array(fc.string(), { maxLength: 5 })])(
  'the admin flags follow the role texts by containment',
  (roles) => {
    const user = userFromUserInfo({ roles });
    expect(user.isDelegatedAdminInternal).toBe(
      roles.some((role) => role.includes('kmx_delegatedadmin_intern')),
    );
    expect(user.isDelegatedAdminExternal).toBe(
      roles.some((role) => role.includes('kmx_delegatedadmin_extern')),
    );
  },
);

test.prop([fc.jsonValue()])('any answer gives a user; only objects populate it', (body) => {
  const user = userFromUserInfo(body);
  expect(user.populated).toBe(typeof body === 'object' && body !== null && !Array.isArray(body));
  expect(Array.isArray(user.roles)).toBe(true);
});
