import { describe, expect, it } from 'vitest';
import { portalMessagesDe } from './i18n/portal-messages-de';
import { portalMessagesEn } from './i18n/portal-messages-en';
import { applicationText, countryText, roleText } from './user-admin-texts';

describe('the names of applications and roles', () => {
  it('come from the texts of the page language', () => {
    expect(applicationText(portalMessagesEn, 'serviceticketing')).toBe('Service tickets');
    expect(applicationText(portalMessagesDe, 'assetdb')).toBe('Inventar');
    expect(roleText(portalMessagesEn, 'key-user')).toBe('Key user');
    expect(roleText(portalMessagesDe, 'admin')).toBe('Verwalter');
  });

  it('leave an id the portal does not know as the service sent it', () => {
    expect(applicationText(portalMessagesEn, 'plm')).toBe('plm');
    expect(roleText(portalMessagesEn, 'kmx_int_direct_active')).toBe('kmx_int_direct_active');
  });
});

describe('the name of a country', () => {
  it('is written in the page language', () => {
    expect(countryText('DE', 'en')).toBe('Germany');
    expect(countryText('ch', 'de-ch')).toBe('Schweiz');
  });

  it('stays the code when the code or the locale is not one', () => {
    expect(countryText('not a code', 'en')).toBe('not a code');
    expect(countryText('DE', '!!')).toBe('DE');
  });
});
