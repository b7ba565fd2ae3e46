import { Dashboard } from '@kmx/ui/portal';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useScreenTitle } from '../use-screen-title';

/** The portal's home: the tiles of spec portal 2 with their status from the roles. */
export function DashboardScreen({ portal }: { portal: PortalScreenContext }) {
  useScreenTitle(portal, portal.messages['portal.app.title.dashboard']);
  return (
    <Dashboard
      localeCode={portal.view.localeCode}
      services={portal.services}
      links={portal.view.links}
    />
  );
}
