export { PortalHome } from './PortalHome';
export type { PortalHomeProps, PortalSession, SignedInUser } from './PortalHome';
