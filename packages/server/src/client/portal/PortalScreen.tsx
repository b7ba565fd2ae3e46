import { lazy, Suspense } from 'react';
import type { PortalRoute } from './portal-routes';
import type { PortalScreenContext } from './PortalScreenContext';
import { DashboardScreen } from './screens/DashboardScreen';
import { LogoutScreen } from './screens/LogoutScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { ServiceGate } from './screens/ServiceGate';

// The services' screens are script parts of their own: the portal's first screen (the frame and
// the dashboard) loads without them, and each comes when it is first shown.
const TicketListScreen = lazy(() =>
  import('./screens/TicketListScreen').then((module) => ({ default: module.TicketListScreen })),
);
const NewTicketScreen = lazy(() =>
  import('./screens/NewTicketScreen').then((module) => ({ default: module.NewTicketScreen })),
);
const TicketScreen = lazy(() =>
  import('./screens/TicketScreen').then((module) => ({ default: module.TicketScreen })),
);
const InventoryScreen = lazy(() =>
  import('./screens/InventoryScreen').then((module) => ({ default: module.InventoryScreen })),
);
const AccountScreen = lazy(() =>
  import('./screens/AccountScreen').then((module) => ({ default: module.AccountScreen })),
);
const UserAdminScreen = lazy(() =>
  import('./screens/UserAdminScreen').then((module) => ({ default: module.UserAdminScreen })),
);
const UserScreen = lazy(() =>
  import('./screens/UserScreen').then((module) => ({ default: module.UserScreen })),
);
const WireFlowScreen = lazy(() =>
  import('./screens/WireFlowScreen').then((module) => ({ default: module.WireFlowScreen })),
);

function Loading({ portal }: { portal: PortalScreenContext }) {
  return (
    <p role="status" aria-busy="true" className="portal-frame__status">
      {portal.messages['portal.app.loading']}
    </p>
  );
}

/** The screen of a portal route, behind the check that the user has its service. */
export function PortalScreen({
  route,
  portal,
}: {
  route: PortalRoute;
  portal: PortalScreenContext;
}) {
  return (
    <Suspense fallback={<Loading portal={portal} />}>
      <RouteScreen route={route} portal={portal} />
    </Suspense>
  );
}

function RouteScreen({ route, portal }: { route: PortalRoute; portal: PortalScreenContext }) {
  switch (route.kind) {
    case 'dashboard':
      return <DashboardScreen portal={portal} />;
    case 'ticketList':
      return (
        <ServiceGate portal={portal} service="serviceTickets">
          <TicketListScreen portal={portal} />
        </ServiceGate>
      );
    case 'newTicket':
      return (
        <ServiceGate portal={portal} service="serviceTickets">
          <NewTicketScreen portal={portal} />
        </ServiceGate>
      );
    case 'ticket':
      return (
        <ServiceGate portal={portal} service="serviceTickets">
          <TicketScreen portal={portal} id={route.id} />
        </ServiceGate>
      );
    case 'inventory':
    case 'inventoryOld':
      return (
        <ServiceGate portal={portal} service="inventory">
          <InventoryScreen portal={portal} old={route.kind === 'inventoryOld'} />
        </ServiceGate>
      );
    case 'wireFlow':
      return (
        <ServiceGate portal={portal} service="wireFlow">
          <WireFlowScreen portal={portal} />
        </ServiceGate>
      );
    case 'logout':
      return <LogoutScreen portal={portal} />;
    case 'account':
      return <AccountScreen portal={portal} />;
    case 'userAdmin':
      return (
        <ServiceGate portal={portal} service="userAdministration">
          <UserAdminScreen portal={portal} />
        </ServiceGate>
      );
    case 'user':
      return (
        <ServiceGate portal={portal} service="userAdministration">
          <UserScreen portal={portal} id={route.id} />
        </ServiceGate>
      );
    case 'notFound':
      return <NotFoundScreen portal={portal} />;
  }
}
