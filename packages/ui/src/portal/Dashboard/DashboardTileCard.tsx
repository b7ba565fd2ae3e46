import type { DashboardTile } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { ServiceStatus } from '../ServiceStatus';

interface DashboardTileCardProps {
  readonly tile: DashboardTile;
  /** Where the tile's target leads; `null` when it has none or its address is not configured. */
  readonly href: string | null;
}

/**
 * One tile: title, what the service does, its status in words and icon, and what the user can do
 * now: open it (active), wait (pending), register (unregistered) or nothing yet (coming soon).
 */
export function DashboardTileCard({ tile, href }: DashboardTileCardProps) {
  const messages = usePortalMessages();
  const title = messages[`portal.services.tile.${tile.id}.title`];
  return (
    <li className={`dashboard-tile dashboard-tile--${tile.status}`}>
      <h2 className="dashboard-tile__title">
        {tile.status === 'active' && href !== null ? <a href={href}>{title}</a> : title}
      </h2>
      <p className="dashboard-tile__description">
        {messages[`portal.services.tile.${tile.id}.description`]}
      </p>
      <ServiceStatus status={tile.status} />
      {tile.status === 'active' && href === null && (
        <p className="dashboard-tile__next">{messages['portal.services.tile.unavailable']}</p>
      )}
      {tile.status === 'pending' && (
        <p className="dashboard-tile__next">{messages['portal.services.tile.pending']}</p>
      )}
      {tile.status === 'unregistered' &&
        (href === null ? (
          <p className="dashboard-tile__next">{messages['portal.services.howToRegister']}</p>
        ) : (
          <p className="dashboard-tile__next">
            <a href={href}>{format(messages['portal.services.register'], { service: title })}</a>
          </p>
        ))}
      {tile.status === 'comingsoon' && (
        <p className="dashboard-tile__next">{messages['portal.services.tile.comingSoon']}</p>
      )}
    </li>
  );
}
