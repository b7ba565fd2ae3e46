import type { TicketStatus } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface TicketStatusChipProps {
  readonly status: TicketStatus;
}

/** A ticket's status as a coloured chip that always carries its name: colour is never the only sign. */
export function TicketStatusChip({ status }: TicketStatusChipProps) {
  const messages = usePortalMessages();
  return (
    <span className={`ticket-status ticket-status--${status}`}>
      {messages[`portal.tickets.status.${status}`]}
    </span>
  );
}
