import { portalAccountDe } from './portal-account.de';
import { portalAccountSettingsDe } from './portal-account-settings.de';
import { portalAppDe } from './portal-app.de';
import { portalFrameDe } from './portal-frame.de';
import { portalServicesDe } from './portal-services.de';
import { portalTicketsDe } from './portal-tickets.de';
import { portalUserAdminDe } from './portal-user-admin.de';
import type { PortalMessages } from './PortalMessages';

/** The portal's German texts, area by area. */
export const portalMessagesDe: PortalMessages = Object.assign(
  {},
  portalFrameDe,
  portalServicesDe,
  portalTicketsDe,
  portalAppDe,
  portalAccountDe,
  portalAccountSettingsDe,
  portalUserAdminDe,
);
