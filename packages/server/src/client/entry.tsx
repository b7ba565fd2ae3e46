import { SessionStorageKeyValueStore } from '@kmx/adapters';
import { pageViewEvent } from '@kmx/domain/browser';
import { appMountFailureMessage } from '@kmx/domain/errors';
import { loadMessages, preloadSiteView } from '@kmx/ui';
import '@kmx/ui/styles.css';
import {
  importWithReload,
  reloadOnce,
  reloadOnPreloadError,
  type ReloadGuardOptions,
} from './chunk-reload';
import { pushToDataLayer } from './data-layer';
import { readEmbeddedPage } from './embedded-page';
import { appRootElement, startupDataText } from './page-elements';
import { startSite } from './start-site';

const guard: ReloadGuardOptions = {
  store: new SessionStorageKeyValueStore(() => window.sessionStorage),
  reload: () => window.location.reload(),
};
reloadOnPreloadError(window, guard);

const page = readEmbeddedPage(startupDataText(document));
const root = appRootElement(document);

if (page && root) {
  const { view } = page;
  if (view.kind === 'portal' || view.kind === 'sign-in-callback') {
    // The portal and its sign-in client are a chunk of their own: public pages never load them.
    // The portal's texts come with its chunk; the callback page shows none of them.
    const portalPart = () =>
      import('./portal/start-portal').then(
        async (part) =>
          [
            part,
            view.kind === 'portal' ? await part.loadPortalMessages(view.language) : null,
          ] as const,
      );
    importWithReload(() => Promise.all([portalPart(), loadMessages(view.language)]), guard).then(
      ([[{ startPortal }, portalMessages], messages]) => {
        startPortal(root, view, messages, portalMessages);
        document.documentElement.dataset['hydrated'] = 'true';
        if (view.kind === 'portal') {
          pushToDataLayer(
            window as Window & { dataLayer?: unknown },
            pageViewEvent(window.location.pathname, document.title, view),
          );
        }
      },
      (error: unknown) => console.error(appMountFailureMessage, error),
    );
  } else if (view.kind === 'editor') {
    // The editor area is a chunk of its own too, with its texts: public pages never load it.
    const editorPart = () =>
      import('./editor/start-editor').then(
        async (part) => [part, await part.loadEditorMessages(view.language)] as const,
      );
    importWithReload(() => Promise.all([editorPart(), loadMessages(view.language)]), guard).then(
      ([[{ startEditor }, editorMessages], messages]) => {
        startEditor(root, view, messages, editorMessages);
        document.documentElement.dataset['hydrated'] = 'true';
      },
      (error: unknown) => console.error(appMountFailureMessage, error),
    );
  } else {
    // Most view kinds are script parts of their own: the page's part must be there before hydrating.
    importWithReload(() => preloadSiteView(view), guard).then(
      () =>
        startSite({
          window,
          root,
          page,
          fetch: (input, init) => window.fetch(input, init),
          reloadOnce: () => reloadOnce(guard),
        }),
      (error: unknown) => console.error(appMountFailureMessage, error),
    );
  }
}
