import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { exactTime, relativeTime } from '../ticket-time';

export interface TicketTimeProps {
  /** ISO 8601. */
  readonly at: string;
  readonly now: Date;
  readonly localeCode: string;
}

/** A moment as "3 days ago", with the exact date and time in its title and machine-readable. */
export function TicketTime({ at, now, localeCode }: TicketTimeProps) {
  const messages = usePortalMessages();
  const exact = exactTime(at, localeCode);
  return (
    <time dateTime={at} title={exact}>
      {relativeTime(at, now, localeCode) ?? messages['portal.tickets.time.justNow']}
    </time>
  );
}
