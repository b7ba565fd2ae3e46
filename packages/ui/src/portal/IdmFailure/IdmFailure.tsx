import { format } from '../../i18n/format';
import type { IdmFailureDetails } from '../account-failure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { PortalMessages } from '../i18n/PortalMessages';

export interface IdmFailureProps {
  readonly details: IdmFailureDetails;
  /** Offered when trying the same again may help (a load); a form keeps its own submit button. */
  readonly onRetry?: () => void;
}

/** IDM's own message, else what went wrong in words: never an empty disclosure. */
function detailsText(messages: PortalMessages, details: IdmFailureDetails): string {
  if (details.serviceMessage.trim() !== '') return details.serviceMessage;
  if (details.failure === 'timeout') return messages['portal.accountSettings.error.timeout'];
  if (details.failure === 'network' || details.failure === 'shape') {
    return messages['portal.accountSettings.error.network'];
  }
  return format(messages['portal.accountSettings.error.status'], {
    status: String(details.failure),
  });
}

/**
 * Spec portal 8, identity management: "An error has occurred", announced at once, with the
 * technical details in a disclosure, so the text stays short and support can still be told.
 */
export function IdmFailure({ details, onRetry }: IdmFailureProps) {
  const messages = usePortalMessages();
  return (
    <div role="alert" className="idm-failure">
      <p className="idm-failure__title">{messages['portal.accountSettings.error.title']}</p>
      <details className="idm-failure__details">
        <summary>{messages['portal.accountSettings.error.details']}</summary>
        <p>
          <code>{detailsText(messages, details)}</code>
        </p>
      </details>
      {onRetry !== undefined && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {messages['portal.accountSettings.retry']}
        </button>
      )}
    </div>
  );
}
