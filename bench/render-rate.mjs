// The yardstick for a fresh render: `renderToString` of the same page (the whole document, as the
// server renders it: `documentHtml` of @kmx/server, from the page's payload) in a loop, with
// nothing else around it (no request, no data, no pipeline, no HTTP). Renders per second.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function renderRate(root, payload, seconds = 5) {
  const server = pathToFileURL(join(root, 'packages/server/dist/index.js')).href;
  const { documentHtml, readClientAssets } = await import(server);
  // @kmx/ui (built) is the server package's dependency, so it is resolved there.
  const require = createRequire(join(root, 'packages/server/package.json'));
  const { preloadAllSiteViews } = await import(require.resolve('@kmx/ui'));
  const assets = await readClientAssets(pathToFileURL(join(root, 'packages/server/dist/client/')));
  // As the server does at start: views loaded on demand in the browser are all there.
  await preloadAllSiteViews();
  const render = () => {
    const html = documentHtml(payload, assets, 'bench-nonce');
    if (html === null) throw new Error('the page does not render to one string');
    return html.length;
  };
  const size = render();
  for (let warm = Date.now(); Date.now() - warm < 1000;) render();
  let renders = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    render();
    renders += 1;
  }
  return { rate: renders / ((performance.now() - started) / 1000), htmlLength: size };
}
