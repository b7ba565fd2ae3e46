import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber, isSingular } from '../portal-intl';

/** "23 machines", in the locale's plural and grouping. */
export function useMachineCount(localeCode: string): (count: number) => string {
  const messages = usePortalMessages();
  return (count) =>
    format(
      messages[
        isSingular(count, localeCode)
          ? 'portal.services.inventory.count.one'
          : 'portal.services.inventory.count.other'
      ],
      { count: formatNumber(count, localeCode) },
    );
}
