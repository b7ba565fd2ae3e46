import type { ReactNode } from 'react';
import { RetryAlert } from '../../RetryAlert';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export type AccountViewState = 'loading' | 'failed' | 'loaded';

export interface AccountViewProps {
  readonly state: AccountViewState;
  /** Loads the account again after a failure. */
  readonly onRetry: () => void;
  /** The sections (profile, password, device, deletion), shown once the account is loaded. */
  readonly children?: ReactNode;
}

/**
 * Spec portal 2: `/mykomax/account`, the frame of account settings: its title, then the account
 * loading (`aria-busy`), its failure with a retry, or its sections.
 */
export function AccountView({ state, onRetry, children }: AccountViewProps) {
  const messages = usePortalMessages();
  return (
    <div className="account-view" aria-busy={state === 'loading'}>
      <h1 id="kmx-account-title">{messages['portal.app.title.account']}</h1>
      <p className="account-view__intro">{messages['portal.accountSettings.intro']}</p>
      {state === 'loading' && (
        <p role="status" className="account-view__status">
          {messages['portal.app.loading']}
        </p>
      )}
      {state === 'failed' && (
        <RetryAlert
          message={messages['portal.accountSettings.loadFailed']}
          retryLabel={messages['portal.accountSettings.retry']}
          onRetry={onRetry}
        />
      )}
      {state === 'loaded' && children}
    </div>
  );
}
