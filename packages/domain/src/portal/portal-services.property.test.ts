import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { portalRoles } from './portal-roles';
import { portalServicesFromRoles } from './portal-services';

const roles = fc.array(fc.oneof(fc.constantFrom(...Object.values(portalRoles)), fc.string()), {
  maxLength: 8,
});

test.prop([roles])('only active, pending and unregistered come from roles', (given) => {
  const { artemisUserType, ...statuses } = portalServicesFromRoles(given);
  for (const status of Object.values(statuses)) {
    expect(['active', 'pending', 'unregistered']).toContain(status);
  }
  expect(['onprem', 'cloud']).toContain(artemisUserType);
});

test.prop([roles])('a service is active exactly with one of its roles', (given) => {
  const services = portalServicesFromRoles(given);
  const has = (role: string) => given.some((text) => text.includes(role));
  expect(services.serviceTicketing === 'active').toBe(has(portalRoles.serviceTicketingActive));
  expect(services.inventory === 'active').toBe(has(portalRoles.inventoryActive));
  expect(services.artemis === 'active').toBe(has(portalRoles.artemisActive));
  expect(services.komaxDirect === 'active').toBe(has(portalRoles.directActive));
  expect(services.delegatedAdmin === 'active').toBe(
    has(portalRoles.delegatedAdminExternal) || has(portalRoles.delegatedAdminInternal),
  );
  expect(services.artemisUserType === 'onprem').toBe(has(portalRoles.artemisOnPremiseUser));
});

test.prop([roles, roles])('the order of roles does not matter', (first, second) => {
  expect(portalServicesFromRoles([...first, ...second])).toEqual(
    portalServicesFromRoles([...second, ...first]),
  );
});
