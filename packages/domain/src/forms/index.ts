export { deliveryStates, formKinds } from './FormSubmission';
export type {
  DeliveryState,
  FormKind,
  FormSubmission,
  OutboxCounts,
  OutboxEntry,
  SubmissionFields,
} from './FormSubmission';
export {
  filledTooFast,
  formStartedFieldName,
  formStartMaxAgeMs,
  honeypotFieldName,
  honeypotFilled,
  minimumFillMs,
} from './bot-checks';
export {
  contactMessages,
  contactSchema,
  isPlausiblePhone,
  validateContactRequest,
} from './contact-form';
export type { ContactInput, ContactRequest } from './contact-form';
export {
  deliveryGivesUpAfterMs,
  firstRetryDelayMs,
  maximumRetryDelayMs,
  nextDelivery,
  retryDelayMs,
} from './delivery-schedule';
export type { NextDelivery } from './delivery-schedule';
export { validateSubmission } from './form-rules';
export { defaultRetentionDays, retentionCutoff } from './retention';
