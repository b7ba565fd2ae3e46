import type { PortalServices } from '@kmx/domain/portal';
import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '../../furniture/use-hydrated';
import { RetryAlert } from '../../RetryAlert';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { portalNavigation, type PortalSection } from './portal-navigation';
import { PortalUserMenu, type PortalFrameUser } from './PortalUserMenu';

export type PortalFrameSession =
  /** Who is signed in is not known yet: what the server renders for everyone, no personal data. */
  | { readonly kind: 'unknown' }
  | {
      readonly kind: 'signed-in';
      readonly user: PortalFrameUser;
      readonly services: PortalServices;
    }
  | { readonly kind: 'failed' }
  | { readonly kind: 'signing-out' };

export interface PortalFrameProps {
  /** The locale prefix of the portal's routes: `en`, `de-ch`. */
  readonly localeCode: string;
  /** The section the page belongs to, marked current in the navigation; `null` for none. */
  readonly current: PortalSection | null;
  readonly session: PortalFrameSession;
  readonly onSignOut: () => void;
  /** Tries signing in again after it failed. */
  readonly onRetry: () => void;
  /** The page's content, shown once the user is signed in. */
  readonly children: ReactNode;
}

/**
 * On a phone the list folds behind its toggle once the script runs; before, the toggle could not
 * work, so the list stays open.
 */
function navigationListClass(hydrated: boolean, open: boolean): string {
  if (!hydrated || open) return 'portal-nav__list portal-nav__list--open';
  return 'portal-nav__list';
}

/**
 * The portal's own layout inside the site's page: a navigation with the services the user may use,
 * the user menu, and the page. Before the user is known it says it is signing them in; a failed
 * sign-in offers to try again.
 */
export function PortalFrame({
  localeCode,
  current,
  session,
  onSignOut,
  onRetry,
  children,
}: PortalFrameProps) {
  const messages = usePortalMessages();
  const listId = useId();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const hydrated = useHydrated();
  const entries = portalNavigation(
    localeCode,
    session.kind === 'signed-in' ? session.services : null,
  );
  const busy = session.kind === 'unknown' || session.kind === 'signing-out';
  return (
    <div className="portal-frame">
      <div className="portal-frame__bar">
        <nav className="portal-nav" aria-label={messages['portal.frame.nav.label']}>
          {hydrated && (
            <button
              type="button"
              className="portal-nav__toggle"
              aria-expanded={navigationOpen}
              aria-controls={listId}
              onClick={() => setNavigationOpen(!navigationOpen)}
            >
              {messages['portal.frame.nav.toggle']}
            </button>
          )}
          <ul id={listId} className={navigationListClass(hydrated, navigationOpen)}>
            {entries.map((entry) => (
              <li key={entry.section}>
                <a
                  className="portal-nav__link"
                  href={entry.href}
                  aria-current={entry.section === current ? 'page' : undefined}
                >
                  {messages[`portal.frame.nav.${entry.section}`]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {session.kind === 'signed-in' && (
          <PortalUserMenu user={session.user} onSignOut={onSignOut} />
        )}
      </div>
      <div className="portal-frame__content" aria-busy={busy}>
        {session.kind === 'unknown' && (
          <p role="status" className="portal-frame__status">
            {messages['portal.frame.signingIn']}
          </p>
        )}
        {session.kind === 'signing-out' && (
          <p role="status" className="portal-frame__status">
            {messages['portal.frame.signingOut']}
          </p>
        )}
        {session.kind === 'failed' && (
          <RetryAlert
            message={messages['portal.frame.signInFailed']}
            retryLabel={messages['portal.frame.retry']}
            onRetry={onRetry}
          />
        )}
        {session.kind === 'signed-in' && children}
      </div>
    </div>
  );
}
