import type { FormSubmission } from '../forms/FormSubmission';

/**
 * The service that receives the visitors' submissions (`FORMS_URL`: a CRM's or a mail gateway's
 * webhook; the sandbox's forms inbox). Every delivery carries the submission's id as its
 * idempotency key, so a retry never makes a duplicate. Rejects when the service did not take it.
 */
export interface SubmissionReceiver {
  deliver(submission: FormSubmission): Promise<void>;
}
