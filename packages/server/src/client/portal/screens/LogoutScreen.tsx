import { SignedOutNotice } from '@kmx/ui/portal';
import { useEffect } from 'react';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useScreenTitle } from '../use-screen-title';

/** `/mykomax/logout` reached by a link while signed in: signs out (spec portal 4, logout). */
export function LogoutScreen({ portal }: { portal: PortalScreenContext }) {
  useScreenTitle(portal, portal.messages['portal.app.title.logout']);
  const { signOut } = portal;
  useEffect(() => signOut(), [signOut]);
  return (
    <SignedOutNotice
      localeCode={portal.view.localeCode}
      homeHref={portal.view.homeHref}
      state="signing-out"
    />
  );
}
