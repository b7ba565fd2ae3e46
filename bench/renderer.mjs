// The server's own page render (`documentHtml` of @kmx/server, the whole document from a page's
// payload), loaded from the build as the server loads it at start.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @returns {Promise<(payload: object) => string>} renders a payload to the whole page's HTML */
export async function loadRenderer(root) {
  const server = pathToFileURL(join(root, 'packages/server/dist/index.js')).href;
  const { documentHtml, readClientAssets } = await import(server);
  // @kmx/ui (built) is the server package's dependency, so it is resolved there.
  const require = createRequire(join(root, 'packages/server/package.json'));
  const { preloadAllSiteViews } = await import(require.resolve('@kmx/ui'));
  const assets = await readClientAssets(pathToFileURL(join(root, 'packages/server/dist/client/')));
  // As the server does at start: views loaded on demand in the browser are all there.
  await preloadAllSiteViews();
  return (payload) => {
    const html = documentHtml(payload, assets, 'bench-nonce');
    if (html === null) throw new Error('the page does not render to one string');
    return html;
  };
}
