import { portalAccountEn } from './portal-account.en';
import { portalAccountSettingsEn } from './portal-account-settings.en';
import { portalAppEn } from './portal-app.en';
import { portalFrameEn } from './portal-frame.en';
import { portalServicesEn } from './portal-services.en';
import { portalTicketsEn } from './portal-tickets.en';
import { portalUserAdminEn } from './portal-user-admin.en';
import type { PortalMessages } from './PortalMessages';

/** The portal's English texts, area by area. */
export const portalEnAreas = [
  portalFrameEn,
  portalServicesEn,
  portalTicketsEn,
  portalAppEn,
  portalAccountEn,
  portalAccountSettingsEn,
  portalUserAdminEn,
] as const;

export const portalMessagesEn: PortalMessages = Object.assign({}, ...portalEnAreas);
