import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { RetryAlert } from '../RetryAlert';

export interface SignedInUser {
  readonly fullName: string;
  readonly email: string;
  readonly initials: string;
}

export type PortalSession =
  | { readonly kind: 'signing-in' }
  | { readonly kind: 'signed-in'; readonly user: SignedInUser }
  | { readonly kind: 'signing-out' }
  | { readonly kind: 'failed' };

export interface PortalHomeProps {
  readonly session: PortalSession;
  readonly onSignOut: () => void;
  readonly onRetry: () => void;
}

/** The portal's home while the dashboard grows: who is signed in, and signing out. */
export function PortalHome({ session, onSignOut, onRetry }: PortalHomeProps) {
  const messages = useMessages();
  return (
    <section
      className="portal-home"
      aria-labelledby="kmx-portal-title"
      aria-busy={session.kind === 'signing-in' || session.kind === 'signing-out'}
    >
      <h1 id="kmx-portal-title">{messages['portal.title']}</h1>
      {session.kind === 'signing-in' && <p role="status">{messages['portal.signingIn']}</p>}
      {session.kind === 'signing-out' && <p role="status">{messages['portal.signingOut']}</p>}
      {session.kind === 'failed' && (
        <RetryAlert
          message={messages['portal.error']}
          retryLabel={messages['portal.retry']}
          onRetry={onRetry}
        />
      )}
      {session.kind === 'signed-in' && (
        <div className="portal-home__user">
          <span className="portal-home__initials" aria-hidden="true">
            {session.user.initials}
          </span>
          <div>
            <p className="portal-home__name">
              {format(messages['portal.signedInAs'], { name: session.user.fullName })}
            </p>
            <p className="portal-home__email">
              <span className="visually-hidden">{messages['portal.email']}: </span>
              {session.user.email}
            </p>
          </div>
          <button type="button" className="button" onClick={onSignOut}>
            {messages['portal.signOut']}
          </button>
        </div>
      )}
    </section>
  );
}
