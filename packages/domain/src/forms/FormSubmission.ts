/** The visitors' forms (issue 19; spec portal 2, 5 and public-site 2.5). */
export const formKinds = ['contact', 'licence-request', 'whitepaper'] as const;

export type FormKind = (typeof formKinds)[number];

/** A form's fields as the domain's rules accepted them: texts and the ticked consent. */
export type SubmissionFields = Readonly<Record<string, string | boolean>>;

/** One accepted submission, as it is stored and delivered. */
export interface FormSubmission {
  /** A random UUID: the submission's name in the log and the idempotency key of every delivery. */
  readonly id: string;
  readonly form: FormKind;
  readonly fields: SubmissionFields;
  /** The language of the page the form was sent from (`en`, `de`). */
  readonly language: string;
  /** The path of the page the form was sent from (`/de/company`), `null` when not known. */
  readonly page: string | null;
  /** ISO 8601, when the product accepted it. */
  readonly receivedAt: string;
}

export const deliveryStates = {
  pending: 'pending',
  delivered: 'delivered',
  /** Given up after a day of failures: kept, shown in the log and on `/healthz`, never dropped. */
  failed: 'failed',
} as const;

export type DeliveryState = (typeof deliveryStates)[keyof typeof deliveryStates];

/** A submission in the outbox with its delivery record. */
export interface OutboxEntry {
  readonly submission: FormSubmission;
  readonly state: DeliveryState;
  /** Deliveries tried so far. */
  readonly attempts: number;
  /** ISO 8601: when the next delivery may be tried. */
  readonly nextAttemptAt: string;
  /** The last failure in plain words (never a field's value), `null` before any. */
  readonly lastError: string | null;
}

/** What the outbox holds, for `/healthz` and the log. */
export interface OutboxCounts {
  readonly pending: number;
  readonly failed: number;
}
