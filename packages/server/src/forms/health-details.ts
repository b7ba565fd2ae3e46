import type { SubmissionOutbox } from '@kmx/domain/ports';
import type { HealthDetails } from '../http/server-health';

/** The outbox's counts for `/healthz`; a database that cannot answer shows as `null`. */
export async function healthDetails(
  outbox: Pick<SubmissionOutbox, 'counts'>,
): Promise<HealthDetails> {
  try {
    const { pending, failed } = await outbox.counts();
    return { forms: { pending, failed } };
  } catch {
    return { forms: null };
  }
}
