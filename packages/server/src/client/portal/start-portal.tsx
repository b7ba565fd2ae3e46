import type { Messages } from '@kmx/ui';
// The portal's styles come with its script part; the server links them on portal pages too.
import '@kmx/ui/portal.css';
import type { PortalMessages } from '@kmx/ui/portal';
import { hydrateRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';
import type { SignInView } from './sign-in-client';

export { loadPortalMessages } from '@kmx/ui/portal';

export function startPortal(
  root: HTMLElement,
  view: SignInView,
  messages: Messages,
  portalMessages: PortalMessages | null,
): void {
  hydrateRoot(root, <PortalApp view={view} messages={messages} portalMessages={portalMessages} />);
}
