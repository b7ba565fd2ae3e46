export {
  ticketClosureReasons,
  ticketEventKinds,
  ticketSorts,
  ticketStatuses,
  ticketTypes,
} from './Ticket';
export type {
  Ticket,
  TicketClosure,
  TicketClosureReason,
  TicketComment,
  TicketContact,
  TicketLocation,
  TicketStatus,
  TicketAttachment,
  TicketEvent,
  TicketEventKind,
  TicketListPage,
  TicketSort,
  TicketSummary,
  TicketType,
} from './Ticket';
export type { FacetCount, InventoryPage, Machine, MachineOrganisation, Plant } from './Machine';
export type { WireFlowFile, WireFlowRelease } from './WireFlowRelease';
export type { TicketChange, TicketChangeKind } from './TicketChange';
export type { TicketMessage } from './ticket-messages';
export { optionalText } from './ticket-form-check';
export type { FormCheck, TicketProblem } from './ticket-form-check';
export { ticketFormSchema, validateTicketForm } from './ticket-form';
export type { TicketDraft, TicketFormInput } from './ticket-form';
export { ticketCommentSchema, validateTicketComment } from './ticket-comment';
export type { TicketCommentInput } from './ticket-comment';
export { ticketClosureSchema, validateTicketClosure } from './ticket-closure';
export type { TicketClosureDraft, TicketClosureInput } from './ticket-closure';
export { ticketActions } from './ticket-actions';
export {
  changeTicketListQuery,
  defaultTicketListQuery,
  parseTicketListQuery,
  ticketListPageSize,
  ticketListSearch,
} from './ticket-list-query';
export type { TicketListChange, TicketListQuery } from './ticket-list-query';
export {
  changeInventoryQuery,
  defaultInventoryQuery,
  inventoryPageSize,
  inventorySearch,
  parseInventoryQuery,
} from './inventory-query';
export type { InventoryChange, InventoryQuery } from './inventory-query';
export { ticketPrefill, ticketPrefillSearch } from './ticket-prefill';
export type { TicketPrefill } from './ticket-prefill';
export type { TicketActions } from './ticket-actions';
export type { PortalUser } from './PortalUser';
export { userFromUserInfo } from './user-info';
export { hasRole, portalRoles } from './portal-roles';
export type { PortalRole } from './portal-roles';
export type {
  ArtemisUserType,
  PortalServiceName,
  PortalServiceStatus,
  PortalServices,
} from './PortalService';
export { portalServicesFromRoles, unknownPortalServices } from './portal-services';
export {
  dashboardRoutes,
  dashboardTileIds,
  dashboardTileStatuses,
  dashboardTiles,
  externalServiceLinks,
  tileStatusFor,
} from './dashboard-tiles';
export type {
  DashboardOptions,
  DashboardRoute,
  DashboardTile,
  DashboardTileId,
  DashboardTileStatus,
  DashboardTileTarget,
  ExternalServiceLink,
} from './dashboard-tiles';
export type { FormMessage } from './form-messages';
export { licenceRequestSchema, validateLicenceRequest } from './licence-request-form';
export type { LicenceRequest, LicenceRequestInput } from './licence-request-form';
export { validateWhitepaperRequest, whitepaperSchema } from './whitepaper-form';
export type { WhitepaperInput, WhitepaperRequest } from './whitepaper-form';
export { profileSchema, validateProfile } from './profile-form';
export type { ProfileDraft, ProfileInput } from './profile-form';
export { inviteSchema, validateInvite } from './invite-form';
export type { InviteDraft, InviteInput } from './invite-form';
export { passwordGateSchema, validatePasswordGate } from './password-gate-form';
export type { PasswordGateInput } from './password-gate-form';
export { uploadSchema, validateUpload } from './upload-form';
export type { UploadInput } from './upload-form';
export {
  adminUserAccess,
  adminUserAccesses,
  noPermissionMessage,
  sharesOrganization,
  visibleUsers,
} from './admin-visibility';
export type { AdminUserAccess, OrganizationMember } from './admin-visibility';
export { accountCapabilities, isInternalEmployee } from './account-capabilities';
export type { AccountCapabilities } from './account-capabilities';
export { removesOwnAdminRights } from './organization-removal';
export type { OrganizationRemoval } from './organization-removal';
export { idmPolicyRequirements } from './idm-policy';
export type { IdmPolicyRequirement } from './idm-policy';
export { policyFailuresByField } from './idm-policy-failures';
export type { IdmPolicyCode, IdmPolicyFailure } from './idm-policy-failures';
export { accessActionNames, accessActions, accessAfter, accessStatuses } from './access-actions';
export type { AccessAction, AccessStatus } from './access-actions';
export {
  changeUserAdminQuery,
  defaultUserAdminQuery,
  parseUserAdminQuery,
  userAdminPageSize,
  userAdminSearch,
  userAdminSorts,
} from './user-admin-query';
export type { UserAdminChange, UserAdminQuery, UserAdminSort } from './user-admin-query';
export { inviteExpired, inviteExpiresAt } from './invite-expiry';
export {
  applicationRoles,
  isApplicationRole,
  isPortalApplication,
  portalApplications,
} from './portal-applications';
export type { ApplicationRole, PortalApplication } from './portal-applications';
export { accessRoles } from './access-roles';
export type { RoleSourceAccess } from './access-roles';
