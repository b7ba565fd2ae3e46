import { describe, expect, it } from 'vitest';
import {
  decodeGrants,
  encodeGrants,
  maxGrants,
  withGrant,
  type AccessGrant,
} from './access-grants';
import { signValue } from './signed-value';

const secret = Buffer.from('a test secret of thirty-two bytes!');
const events: AccessGrant = {
  siteId: 'site-events',
  areaPath: '/internal-2025',
  expiresAt: 1_700_043_200_000,
  fingerprint: 'abcdefghijklmnop',
};

describe('the grants of the access cookie', () => {
  it('read back as written', () => {
    expect(decodeGrants(encodeGrants([events], secret), secret)).toEqual([events]);
  });

  it('are refused when signed with another secret', () => {
    expect(decodeGrants(encodeGrants([events], secret), Buffer.from('other'))).toBeNull();
  });

  it('are refused when the signed payload is no JSON or not of our shape', () => {
    const notJson = signValue(Buffer.from('{{{').toString('base64url'), secret);
    const wrongShape = signValue(Buffer.from('{"v":2,"g":[]}').toString('base64url'), secret);
    expect(decodeGrants(notJson, secret)).toBeNull();
    expect(decodeGrants(wrongShape, secret)).toBeNull();
  });

  it('are refused when there are more than the cookie may hold', () => {
    const many = Array.from({ length: maxGrants + 1 }, (_, index) => ({
      ...events,
      areaPath: `/area-${index}`,
    }));
    expect(decodeGrants(encodeGrants(many, secret), secret)).toBeNull();
  });
});

describe('adding a grant', () => {
  const now = 1_700_000_000_000;

  it('keeps the other areas still open', () => {
    const komax = {
      ...events,
      siteId: 'site-brand-portal',
      areaPath: '/komax/komax-protected',
      expiresAt: events.expiresAt - 1000,
    };
    expect(withGrant([komax], events, now)).toEqual([events, komax]);
  });

  it('replaces an older grant of the same area', () => {
    const older = { ...events, expiresAt: now + 1000 };
    expect(withGrant([older], events, now)).toEqual([events]);
  });

  it('drops grants that have expired', () => {
    const expired = { ...events, areaPath: '/internal', expiresAt: now - 1 };
    expect(withGrant([expired], events, now)).toEqual([events]);
  });

  it('keeps at most the grants the cookie may hold, the longest-lasting ones', () => {
    const many = Array.from({ length: maxGrants }, (_, index) => ({
      ...events,
      areaPath: `/area-${index}`,
      expiresAt: now + 1000 + index,
    }));
    const result = withGrant(many, events, now);
    expect(result).toHaveLength(maxGrants);
    expect(result[0]).toEqual(events);
    expect(result.some((grant) => grant.areaPath === '/area-0')).toBe(false);
  });
});
