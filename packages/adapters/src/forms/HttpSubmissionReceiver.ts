import type { FormSubmission } from '@kmx/domain/forms';
import type { SubmissionReceiver } from '@kmx/domain/ports';
import { SubmissionDeliveryError, submissionDeliveryFailures } from './SubmissionDeliveryError';

export interface HttpSubmissionReceiverOptions {
  /** The receiving service's webhook (`FORMS_URL`); each submission is POSTed to it. */
  readonly url: string;
  /** How long to wait for its answer (default 5 s). */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export const submissionDeliveryTimeoutMs = 5000;

/**
 * Delivers each submission as JSON to a webhook (a CRM's, a mail gateway's, the sandbox's forms
 * inbox) with its id as the `idempotency-key`. A 2xx answer is a delivery; so is 409, the service
 * saying it has this one already (a retry after an answer that got lost). Anything else rejects
 * with a `SubmissionDeliveryError`.
 */
export class HttpSubmissionReceiver implements SubmissionReceiver {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpSubmissionReceiverOptions) {
    this.timeoutMs = options.timeoutMs ?? submissionDeliveryTimeoutMs;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async deliver(submission: FormSubmission): Promise<void> {
    const { id, form, fields, language, page, receivedAt } = submission;
    let response: Response;
    try {
      response = await this.fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': id,
        },
        body: JSON.stringify({ id, form, fields, language, page, receivedAt }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new SubmissionDeliveryError(
          submissionDeliveryFailures.timeout,
          `The forms service did not answer within ${this.timeoutMs} ms`,
          null,
          { cause: error },
        );
      }
      throw new SubmissionDeliveryError(
        submissionDeliveryFailures.unreachable,
        'The forms service could not be reached',
        null,
        { cause: error },
      );
    }
    // The body is not needed; reading it frees the connection for the next delivery.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok || response.status === 409) return;
    throw new SubmissionDeliveryError(
      submissionDeliveryFailures.status,
      `The forms service answered ${response.status}`,
      response.status,
    );
  }
}
