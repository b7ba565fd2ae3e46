import { fc, test } from '@fast-check/vitest';
import type { PortalServices } from '@kmx/domain/portal';
import { expect } from 'vitest';
import { portalNavigation, portalSections } from './portal-navigation';

const status = fc.constantFrom(
  'unknown',
  'noprocess',
  'unregistered',
  'pending',
  'active',
  'inactive',
  'declined',
  'comingsoon',
) satisfies fc.Arbitrary<PortalServices['inventory']>;
const services: fc.Arbitrary<PortalServices> = fc.record({
  komaxDirect: status,
  serviceTicketing: status,
  inventory: status,
  delegatedAdmin: status,
  artemis: status,
  artemisUserType: fc.constantFrom('unknown', 'onprem', 'cloud'),
  mfpWireMaster: status,
  mfpMasterData: status,
});
const localeCode = fc.constantFrom('en', 'de', 'de-ch', 'zh-cn');

test.prop([localeCode, fc.option(services, { nil: null })])(
  'starts with the dashboard, keeps the sections in order and stays under the locale',
  (locale, given) => {
    const entries = portalNavigation(locale, given);
    expect(entries[0]?.section).toBe('dashboard');
    const order = entries.map((entry) => portalSections.indexOf(entry.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const entry of entries) expect(entry.href.startsWith(`/${locale}/mykomax`)).toBe(true);
  },
);

test.prop([localeCode, services])(
  'lists a service exactly when the user is active in it',
  (locale, given) => {
    const sections = portalNavigation(locale, given).map((entry) => entry.section);
    expect(sections.includes('inventory')).toBe(given.inventory === 'active');
    expect(sections.includes('serviceTickets')).toBe(given.serviceTicketing === 'active');
    expect(sections.includes('wireFlow')).toBe(given.artemis === 'active');
    expect(sections.includes('userAdministration')).toBe(given.delegatedAdmin === 'active');
    expect(sections.includes('accountSettings')).toBe(true);
  },
);
