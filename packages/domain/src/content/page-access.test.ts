import { describe, expect, it } from 'vitest';
import { isProtectedPage, mayViewPage, noGrants } from './page-access';

describe('page protection', () => {
  it('lets anyone see an unprotected page', () => {
    expect(mayViewPage('none', noGrants)).toBe(true);
  });

  it('shows a password page only after its password was accepted', () => {
    expect(mayViewPage('password', noGrants)).toBe(false);
    expect(mayViewPage('password', { passwordAccepted: true, roles: [] })).toBe(true);
  });

  it('shows a role page only to a visitor with that role', () => {
    const protection = { role: 'distributor' };
    expect(mayViewPage(protection, noGrants)).toBe(false);
    expect(mayViewPage(protection, { passwordAccepted: true, roles: ['customer'] })).toBe(false);
    expect(mayViewPage(protection, { passwordAccepted: false, roles: ['distributor'] })).toBe(true);
  });

  it('tells protected pages from unprotected ones', () => {
    expect(isProtectedPage('none')).toBe(false);
    expect(isProtectedPage('password')).toBe(true);
    expect(isProtectedPage({ role: 'distributor' })).toBe(true);
  });
});
