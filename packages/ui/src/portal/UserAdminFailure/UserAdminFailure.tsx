import { useId } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface UserAdminFailureProps {
  /** The failure's own title (spec portal 8: one per action, and one for invites). */
  readonly title: string;
  /** The identity service's own words: the technical details of spec portal 8. */
  readonly details: string;
  /** Offered when trying again makes sense (loading); absent after a refused change. */
  readonly onRetry?: () => void;
}

/**
 * Spec portal 8 for identity management: "An error has occurred", under the failure's own title,
 * with the technical details one click away, announced at once.
 */
export function UserAdminFailure({ title, details, onRetry }: UserAdminFailureProps) {
  const messages = usePortalMessages();
  const titleId = useId();
  return (
    <div className="user-admin-failure" role="alert" aria-labelledby={titleId}>
      <h2 className="user-admin-failure__title" id={titleId}>
        {title}
      </h2>
      <p>{messages['portal.userAdmin.failure.title']}</p>
      {details !== '' && (
        <details className="user-admin-failure__details">
          <summary>{messages['portal.userAdmin.failure.details']}</summary>
          <code>{details}</code>
        </details>
      )}
      {onRetry !== undefined && (
        <button type="button" className="retry-alert__retry" onClick={onRetry}>
          {messages['portal.userAdmin.retry']}
        </button>
      )}
    </div>
  );
}
