export { PortalFrame } from './PortalFrame';
export type { PortalFrameProps, PortalFrameSession } from './PortalFrame';
export type { PortalFrameUser } from './PortalUserMenu';
export type { PortalSection } from './portal-navigation';
