import type { DashboardTileId } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { portalHomeHref } from '../portal-href';
import { ServiceStatus } from '../ServiceStatus';

export interface NotRegisteredProps {
  /** The locale prefix of the portal's routes: `en`, `de-ch`. */
  readonly localeCode: string;
  /** The service the user asked for. */
  readonly service: DashboardTileId;
  /** Unregistered: how to register; pending: the registration is being reviewed. */
  readonly status: 'unregistered' | 'pending';
  /** Where the user registers for the service, when it has such a page. */
  readonly registrationHref?: string | null;
}

/**
 * What a user sees at a service's address without access to it: which service, why not, how to
 * get it, and the way back to the dashboard. Never an empty or broken page.
 */
export function NotRegistered({
  localeCode,
  service,
  status,
  registrationHref = null,
}: NotRegisteredProps) {
  const messages = usePortalMessages();
  const name = messages[`portal.services.tile.${service}.title`];
  const pending = status === 'pending';
  return (
    <section className="not-registered" aria-labelledby="kmx-not-registered-title">
      <h1 id="kmx-not-registered-title">
        {format(
          messages[
            pending
              ? 'portal.services.notRegistered.pendingTitle'
              : 'portal.services.notRegistered.title'
          ],
          { service: name },
        )}
      </h1>
      <ServiceStatus status={status} />
      <p>
        {format(
          messages[
            pending
              ? 'portal.services.notRegistered.pendingText'
              : 'portal.services.notRegistered.why'
          ],
          { service: name },
        )}
      </p>
      {!pending &&
        (registrationHref === null ? (
          <p>{messages['portal.services.howToRegister']}</p>
        ) : (
          <p>
            <a className="button" href={registrationHref}>
              {format(messages['portal.services.register'], { service: name })}
            </a>
          </p>
        ))}
      <p>
        <a href={portalHomeHref(localeCode)}>{messages['portal.services.backToDashboard']}</a>
      </p>
    </section>
  );
}
