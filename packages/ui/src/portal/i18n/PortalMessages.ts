import type { portalAccountEn } from './portal-account.en';
import type { portalAccountSettingsEn } from './portal-account-settings.en';
import type { portalAppEn } from './portal-app.en';
import type { portalFrameEn } from './portal-frame.en';
import type { portalServicesEn } from './portal-services.en';
import type { portalTicketsEn } from './portal-tickets.en';
import type { portalUserAdminEn } from './portal-user-admin.en';

/**
 * Every text of the signed-in portal, by key: a catalogue of its own, loaded with the portal's
 * script part, so public pages never download it. English and German are complete.
 */
export type PortalMessageKey =
  | keyof typeof portalFrameEn
  | keyof typeof portalServicesEn
  | keyof typeof portalTicketsEn
  | keyof typeof portalAppEn
  | keyof typeof portalAccountEn
  | keyof typeof portalAccountSettingsEn
  | keyof typeof portalUserAdminEn;

export type PortalMessages = Readonly<Record<PortalMessageKey, string>>;
