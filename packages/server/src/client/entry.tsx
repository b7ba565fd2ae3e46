import type { PageView } from '@kmx/domain';
import { SiteApp } from '@kmx/ui';
import { hydrateRoot } from 'react-dom/client';
import '@kmx/ui/styles.css';

function markHydrated(): void {
  document.documentElement.dataset['hydrated'] = 'true';
}

const viewElement = document.getElementById('kmx-view');
const root = document.getElementById('root');

if (viewElement?.textContent && root) {
  const view = JSON.parse(viewElement.textContent) as PageView;
  if (view.kind === 'portal' || view.kind === 'sign-in-callback') {
    // The portal and its sign-in client are a chunk of their own: public pages never load them.
    void import('./portal/start-portal').then(({ startPortal }) => {
      startPortal(root, view);
      markHydrated();
    });
  } else {
    hydrateRoot(root, <SiteApp view={view} />);
    markHydrated();
  }
}
