import type { DashboardTileId, PortalServices } from '@kmx/domain/portal';
import { dashboardTiles } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { tileTargetHref, type PortalServiceLinks } from '../portal-links';
import { DashboardTileCard } from './DashboardTileCard';

export interface DashboardProps {
  /** The locale prefix of the portal's routes: `en`, `de-ch`. */
  readonly localeCode: string;
  /** The user's services, from their roles. */
  readonly services: PortalServices;
  /** Tiles announced but not launched yet. */
  readonly comingSoon?: readonly DashboardTileId[];
  readonly links: PortalServiceLinks;
}

/** The portal's home: the nine tiles of spec portal 2, in its order, each with its status. */
export function Dashboard({ localeCode, services, comingSoon = [], links }: DashboardProps) {
  const messages = usePortalMessages();
  const tiles = dashboardTiles(services, { comingSoon });
  return (
    <section className="dashboard" aria-labelledby="kmx-dashboard-title">
      <h1 id="kmx-dashboard-title">{messages['portal.services.dashboard.title']}</h1>
      <p className="dashboard__intro">{messages['portal.services.dashboard.intro']}</p>
      <ul className="dashboard__tiles">
        {tiles.map((tile) => (
          <DashboardTileCard
            key={tile.id}
            tile={tile}
            href={tileTargetHref(tile.target, localeCode, links)}
          />
        ))}
      </ul>
    </section>
  );
}
