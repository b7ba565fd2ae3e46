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
