import { hydrateRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';
import type { SignInView } from './sign-in-client';

export function startPortal(root: HTMLElement, view: SignInView): void {
  hydrateRoot(root, <PortalApp view={view} />);
}
