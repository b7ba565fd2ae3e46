import type { DashboardTileId } from '@kmx/domain/portal';
import { dashboardTiles } from '@kmx/domain/portal';
import { NotRegistered } from '@kmx/ui/portal';
import type { ReactNode } from 'react';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useScreenTitle } from '../use-screen-title';

interface ServiceGateProps {
  readonly portal: PortalScreenContext;
  /** The dashboard tile of the service the screen belongs to. */
  readonly service: DashboardTileId;
  readonly children: ReactNode;
}

function NotRegisteredScreen({
  portal,
  service,
  status,
}: {
  portal: PortalScreenContext;
  service: DashboardTileId;
  status: 'unregistered' | 'pending';
}) {
  const name = portal.messages[`portal.services.tile.${service}.title`];
  const template =
    status === 'pending'
      ? portal.messages['portal.services.notRegistered.pendingTitle']
      : portal.messages['portal.services.notRegistered.title'];
  useScreenTitle(portal, template.replace('{service}', name));
  return <NotRegistered localeCode={portal.view.localeCode} service={service} status={status} />;
}

/**
 * A service the user lacks (typing `/mykomax/inventory` without the role) shows the clear "not
 * registered" page with the way to register, never a broken or empty screen. The server refuses
 * the calls anyway: this is for the user's comfort, the server's check for safety.
 */
export function ServiceGate({ portal, service, children }: ServiceGateProps) {
  const tile = dashboardTiles(portal.services).find((candidate) => candidate.id === service);
  if (tile === undefined || tile.status === 'active') return <>{children}</>;
  return (
    <NotRegisteredScreen
      portal={portal}
      service={service}
      status={tile.status === 'pending' ? 'pending' : 'unregistered'}
    />
  );
}
