import type { PageModule } from '@kmx/domain/view';
import type { ReactElement } from 'react';
import { lazyView } from '../SiteApp/lazy-view';
import type { PageModulesProps } from './PageModules';

// Page modules (investor tables, locations, events) are on few pages: a script part of their own,
// loaded for the pages that have them (`preloadModules`) before those render.
const LoadedPageModules = lazyView(() =>
  import('./PageModules').then((module) => module.PageModules),
);

/** `PageModules`, loaded only for a page that has modules. */
export function PageModules(props: PageModulesProps): ReactElement | null {
  return props.modules.length === 0 ? null : <LoadedPageModules {...props} />;
}

/** Loads the modules' code when a page has modules, or always for null. */
export async function preloadModules(modules: readonly PageModule[] | null): Promise<void> {
  if (modules === null || modules.length > 0) await LoadedPageModules.preload();
}
