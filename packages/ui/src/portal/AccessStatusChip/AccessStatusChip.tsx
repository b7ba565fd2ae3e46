import type { AccessStatus } from '@kmx/domain/portal';
import { accessStatusText } from '../access-texts';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface AccessStatusChipProps {
  readonly status: AccessStatus;
}

/**
 * Spec portal 3: an access status as a chip that always carries its name, so colour is never the
 * only sign (the design note: one chip for each of the seven statuses).
 */
export function AccessStatusChip({ status }: AccessStatusChipProps) {
  const messages = usePortalMessages();
  return (
    <span className={`access-status access-status--${status}`}>
      {accessStatusText(messages, status)}
    </span>
  );
}
