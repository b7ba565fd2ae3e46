import { describe, expect, it } from 'vitest';
import { userMenuLinks } from './user-menu-links';

describe('the user-menu links', () => {
  it('sit below the portal home of the locale', () => {
    expect(userMenuLinks('/en/mykomax')).toEqual({
      dashboard: '/en/mykomax',
      account: '/en/mykomax/account',
      tickets: '/en/mykomax/tickets/list',
      logIn: '/en/mykomax',
      logOut: '/en/mykomax/logout',
    });
  });

  it('do not double a trailing slash', () => {
    expect(userMenuLinks('/de-ch/mykomax/').account).toBe('/de-ch/mykomax/account');
  });
});
