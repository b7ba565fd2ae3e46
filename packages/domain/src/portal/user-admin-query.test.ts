import { describe, expect, it } from 'vitest';
import {
  changeUserAdminQuery,
  defaultUserAdminQuery,
  parseUserAdminQuery,
  userAdminPageSize,
  userAdminSearch,
} from './user-admin-query';

describe('the user list address', () => {
  it('is empty for the first page of every user by name', () => {
    expect(parseUserAdminQuery(new URLSearchParams(''))).toEqual(defaultUserAdminQuery);
    expect(userAdminSearch(defaultUserAdminQuery)).toBe('');
    expect(userAdminPageSize).toBe(25);
  });

  it('reads filters, search, sort and page', () => {
    const query = parseUserAdminQuery(
      new URLSearchParams(
        'status=pending&organisation=org-1&application=wireflow&role=admin&q=anna&sort=email:asc&page=3',
      ),
    );
    expect(query).toEqual({
      status: 'pending',
      organization: 'org-1',
      application: 'wireflow',
      role: 'admin',
      text: 'anna',
      sort: 'email:asc',
      page: 3,
    });
    expect(userAdminSearch(query)).toBe(
      '?status=pending&organisation=org-1&application=wireflow&role=admin&q=anna&sort=email:asc&page=3',
    );
  });

  it('ignores an unknown status, sort or page', () => {
    expect(
      parseUserAdminQuery(new URLSearchParams('status=banned&sort=email:desc&page=0&q=%20')),
    ).toEqual(defaultUserAdminQuery);
  });

  it('starts a new search at page 1', () => {
    const page4 = { ...defaultUserAdminQuery, page: 4 };
    expect(changeUserAdminQuery(page4, { text: 'müller' })).toEqual({
      ...defaultUserAdminQuery,
      text: 'müller',
    });
  });
});
