import type { PageView } from '@kmx/domain';
import { SiteApp } from '@kmx/ui';
import { hydrateRoot } from 'react-dom/client';
import '@kmx/ui/styles.css';

const viewElement = document.getElementById('kmx-view');
const root = document.getElementById('root');

if (viewElement?.textContent && root) {
  const view = JSON.parse(viewElement.textContent) as PageView;
  hydrateRoot(root, <SiteApp view={view} />);
  document.documentElement.dataset['hydrated'] = 'true';
}
