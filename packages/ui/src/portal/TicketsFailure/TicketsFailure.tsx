import { RetryAlert } from '../../RetryAlert';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface TicketsFailureProps {
  readonly onRetry: () => void;
}

/**
 * Spec portal 8: the one failure text of tickets, uploads and comments (an apology, try again
 * later, contact support), announced at once, with a retry.
 */
export function TicketsFailure({ onRetry }: TicketsFailureProps) {
  const messages = usePortalMessages();
  return (
    <RetryAlert
      message={messages['portal.tickets.failure']}
      retryLabel={messages['portal.tickets.retry']}
      onRetry={onRetry}
    />
  );
}
