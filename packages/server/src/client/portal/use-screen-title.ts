import { screenTitle, useDocumentTitle } from './document-title';
import type { PortalScreenContext } from './PortalScreenContext';

/** Names the screen in the document title, with "Error: " before it while its form shows errors. */
export function useScreenTitle(portal: PortalScreenContext, title: string, errors = false): void {
  useDocumentTitle(
    screenTitle(
      title,
      portal.view.siteName,
      errors ? portal.messages['portal.app.title.error'] : null,
    ),
  );
}
