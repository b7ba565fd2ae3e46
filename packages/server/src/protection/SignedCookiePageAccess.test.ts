import { describe, expect, it } from 'vitest';
import { demoPagePasswords } from './page-passwords';
import { pageAccessCookieName, SignedCookiePageAccess } from './SignedCookiePageAccess';
import { cookiePair, protectedPage, requestWithCookies } from './test-pages';

const secret = Buffer.from('a test secret of thirty-two bytes!');

function accessAt(time: number, passwords = demoPagePasswords) {
  const clock = { time, now: () => clock.time };
  return { clock, access: new SignedCookiePageAccess({ secret, passwords, clock }) };
}

function opened(access: SignedCookiePageAccess, page = protectedPage()): string {
  const area = access.areaOf(page);
  if (area === null) throw new Error('no area');
  return cookiePair(access.grantCookie(requestWithCookies(), area, false));
}

describe('a page without protection', () => {
  it('may be seen by anyone', () => {
    const { access } = accessAt(0);
    expect(access.mayView(requestWithCookies(), protectedPage({ protection: 'none' }))).toBe(true);
  });
});

describe('a page protected by an identity role', () => {
  it('is not opened by any password cookie', () => {
    const { access } = accessAt(0);
    const cookie = opened(access);
    const rolePage = protectedPage({ protection: { role: 'kmx_internal' } });
    expect(access.mayView(requestWithCookies(cookie), rolePage)).toBe(false);
  });
});

describe('a password page (spec 2.3)', () => {
  it('stays closed without the cookie', () => {
    const { access } = accessAt(0);
    expect(access.mayView(requestWithCookies(), protectedPage())).toBe(false);
  });

  it('opens with the cookie its password gave', () => {
    const { access } = accessAt(0);
    expect(access.mayView(requestWithCookies(opened(access)), protectedPage())).toBe(true);
  });

  it('opens the sub-pages of its area with the same cookie', () => {
    const { access } = accessAt(0);
    const cookie = opened(access);
    for (const url of [
      '/internal-2025/internal-productronica',
      '/internal-2025/internal-wirepro-expo-grafenau',
    ]) {
      expect(access.mayView(requestWithCookies(cookie), protectedPage({ url }))).toBe(true);
    }
  });

  it('does not open the same path on another site', () => {
    const { access } = accessAt(0);
    const cookie = opened(access);
    const elsewhere = protectedPage({ siteId: 'site-productronica', url: '/internal-2025' });
    expect(access.mayView(requestWithCookies(cookie), elsewhere)).toBe(false);
  });

  it('does not open another brand portal on the same site', () => {
    const { access } = accessAt(0);
    const komax = protectedPage({ siteId: 'site-brand-portal', url: '/komax/komax-protected' });
    const wirecraft = protectedPage({
      siteId: 'site-brand-portal',
      url: '/wirecraft/wirecraft-protected',
    });
    expect(access.mayView(requestWithCookies(opened(access, komax)), wirecraft)).toBe(false);
  });

  it('remembers several areas in one cookie', () => {
    const { access } = accessAt(0);
    const komax = protectedPage({ siteId: 'site-brand-portal', url: '/komax/komax-protected' });
    const first = opened(access, komax);
    const area = access.areaOf(protectedPage());
    if (area === null) throw new Error('no area');
    const both = cookiePair(access.grantCookie(requestWithCookies(first), area, false));
    expect(access.mayView(requestWithCookies(both), komax)).toBe(true);
    expect(access.mayView(requestWithCookies(both), protectedPage())).toBe(true);
  });

  it('closes again after 12 hours', () => {
    const { access, clock } = accessAt(1_700_000_000_000);
    const cookie = opened(access);
    clock.time += 12 * 60 * 60 * 1000 - 1000;
    expect(access.mayView(requestWithCookies(cookie), protectedPage())).toBe(true);
    clock.time += 1000;
    expect(access.mayView(requestWithCookies(cookie), protectedPage())).toBe(false);
  });

  it('closes again when its password is changed', () => {
    const { access } = accessAt(0);
    const cookie = opened(access);
    const changed = new SignedCookiePageAccess({
      secret,
      passwords: { 'site-events': { '/internal-2025': 'a new password' } },
      clock: { now: () => 0 },
    });
    expect(changed.mayView(requestWithCookies(cookie), protectedPage())).toBe(false);
  });

  it('stays closed with a cookie signed by another secret', () => {
    const { access } = accessAt(0);
    const other = new SignedCookiePageAccess({
      secret: Buffer.from('another secret, also long enough'),
      passwords: demoPagePasswords,
      clock: { now: () => 0 },
    });
    expect(access.mayView(requestWithCookies(opened(other)), protectedPage())).toBe(false);
  });

  it('stays closed, without an exception, with malformed cookies', () => {
    const { access } = accessAt(0);
    for (const cookie of [
      `${pageAccessCookieName}=`,
      `${pageAccessCookieName}=%E0%A4%A`,
      `${pageAccessCookieName}=not.signed`,
      `${pageAccessCookieName}`,
      ';;;==;',
    ]) {
      expect(access.mayView(requestWithCookies(cookie), protectedPage())).toBe(false);
    }
  });

  it('takes the valid cookie when a broken one of the same name comes first', () => {
    const { access } = accessAt(0);
    const cookie = `${pageAccessCookieName}=broken; ${opened(access)}`;
    expect(access.mayView(requestWithCookies(cookie), protectedPage())).toBe(true);
  });

  it('stays closed when no password is configured for it', () => {
    const { access } = accessAt(0, {});
    expect(access.areaOf(protectedPage())).toBeNull();
    expect(access.mayView(requestWithCookies(), protectedPage())).toBe(false);
  });
});

describe('the areas and their passwords', () => {
  it('find the area of a sub-page', () => {
    const { access } = accessAt(0);
    expect(access.areaOf(protectedPage({ url: '/internal-2025/internal-productronica' }))).toEqual({
      siteId: 'site-events',
      path: '/internal-2025',
      password: 'Demo-2026!events',
    });
  });

  it('find no area for an id inherited from Object', () => {
    const { access } = accessAt(0);
    expect(access.areaOf(protectedPage({ siteId: 'constructor' }))).toBeNull();
  });

  it('accept the right password only', () => {
    const { access } = accessAt(0);
    const area = access.areaOf(protectedPage());
    if (area === null) throw new Error('no area');
    expect(access.passwordOpens(area, 'Demo-2026!events')).toBe(true);
    expect(access.passwordOpens(area, 'Demo-2026!Events')).toBe(false);
  });
});

describe('the access cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, for 12 hours, Secure over https', () => {
    const { access } = accessAt(0);
    const area = access.areaOf(protectedPage());
    if (area === null) throw new Error('no area');
    const header = access.grantCookie(requestWithCookies(), area, true);
    expect(header).toMatch(
      new RegExp(
        `^${pageAccessCookieName}=[^;]+; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
  });
});
