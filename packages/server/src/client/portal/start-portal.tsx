import type { Messages } from '@kmx/ui';
import { hydrateRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';
import type { SignInView } from './sign-in-client';

export function startPortal(root: HTMLElement, view: SignInView, messages: Messages): void {
  hydrateRoot(root, <PortalApp view={view} messages={messages} />);
}
