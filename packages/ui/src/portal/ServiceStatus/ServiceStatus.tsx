import type { DashboardTileStatus } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { StatusIcon } from './StatusIcon';

/** A service's status as an icon and its name in words (spec portal 2: one status per tile). */
export function ServiceStatus({ status }: { readonly status: DashboardTileStatus }) {
  const messages = usePortalMessages();
  return (
    <span className={`service-status service-status--${status}`}>
      <StatusIcon status={status} />
      {messages[`portal.services.status.${status}`]}
    </span>
  );
}
