// The signed-in portal's components and texts: an entry of its own, so public pages never load it.
export { PortalMessagesProvider, usePortalMessages } from './i18n/PortalMessagesProvider';
export { loadPortalMessages } from './i18n/load-portal-messages';
export { portalMessagesFor } from './i18n/portal-messages-for';
export type { PortalMessageKey, PortalMessages } from './i18n/PortalMessages';
// --- tickets ---
export { TicketList } from './TicketList';
export type { TicketListProps, TicketListState } from './TicketList';
export { TicketDetail } from './TicketDetail';
export type { TicketDetailProps, TicketDetailState } from './TicketDetail';
export { TicketForm } from './TicketForm';
export type { TicketFormField, TicketFormProps, TicketFormValues } from './TicketForm';
export { AttachmentPicker } from './AttachmentPicker';
export type { AttachmentItem, AttachmentPickerProps, AttachmentState } from './AttachmentPicker';
export { CommentForm } from './CommentForm';
export type { CommentFormProps } from './CommentForm';
export { CloseTicketForm } from './CloseTicketForm';
export type { CloseTicketFormProps } from './CloseTicketForm';
export { TicketsFailure } from './TicketsFailure';
export type { TicketsFailureProps } from './TicketsFailure';
export { TicketStatusChip } from './TicketStatusChip';
export type { TicketStatusChipProps } from './TicketStatusChip';
export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, SummaryProblem } from './ErrorSummary';
export { TicketTime } from './TicketTime';
export type { TicketTimeProps } from './TicketTime';
export { FormField } from './FormField';
export type { FieldControlProps, FormFieldProps } from './FormField';
// --- frame and services ---
export { PortalFrame } from './PortalFrame';
export type {
  PortalFrameProps,
  PortalFrameSession,
  PortalFrameUser,
  PortalSection,
} from './PortalFrame';
export { Dashboard } from './Dashboard';
export type { DashboardProps } from './Dashboard';
export { ServiceStatus } from './ServiceStatus';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export type { PortalServiceLinks } from './portal-links';
export { NotRegistered } from './NotRegistered';
export type { NotRegisteredProps } from './NotRegistered';
export { InventoryView } from './InventoryView';
export type { InventoryViewProps, InventoryViewState } from './InventoryView';
export { InventoryOldView } from './InventoryOldView';
export type { InventoryOldViewProps } from './InventoryOldView';
export { WireFlowView } from './WireFlowView';
export type {
  WireFlowDownloadState,
  WireFlowReleasesState,
  WireFlowViewProps,
} from './WireFlowView';
export { SignedOutNotice } from './SignedOutNotice';
export type { SignedOutNoticeProps } from './SignedOutNotice';
// --- account settings ---
export { AccountView } from './AccountView';
export type { AccountViewProps, AccountViewState } from './AccountView';
export { ProfileForm, profileFields, profileLanguages } from './ProfileForm';
export type { ProfileField, ProfileFormProps, ProfileValues } from './ProfileForm';
export { PasswordForm } from './PasswordForm';
export type {
  PasswordChange,
  PasswordFailure,
  PasswordField,
  PasswordFormProps,
} from './PasswordForm';
export { MfaDevice, TotpQrCode, groupedSecret } from './MfaDevice';
export type { MfaDeviceProps, MfaFailure, MfaState, TotpQrCodeProps } from './MfaDevice';
export { DeleteAccount } from './DeleteAccount';
export type { DeleteAccountProps } from './DeleteAccount';
export { IdmFailure } from './IdmFailure';
export type { IdmFailureProps } from './IdmFailure';
export type { AccountFailure, IdmFailureDetails } from './account-failure';
// --- user administration ---
export type {
  AdminAccess,
  AdminFailure,
  AdminOrganization,
  AdminUser,
  AdminUserPage,
  SentInvite,
} from './AdminUser';
export { AccessStatusChip } from './AccessStatusChip';
export type { AccessStatusChipProps } from './AccessStatusChip';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { UserAdminFailure } from './UserAdminFailure';
export type { UserAdminFailureProps } from './UserAdminFailure';
export { UserAdminList } from './UserAdminList';
export type { UserAdminListProps, UserAdminListState } from './UserAdminList';
export { InviteForm } from './InviteForm';
export type { InviteFormProps, InviteFormState, InviteRequest } from './InviteForm';
export { UserDetail } from './UserDetail';
export type {
  AccessChange,
  UserDetailFailure,
  UserDetailProps,
  UserDetailState,
} from './UserDetail';
