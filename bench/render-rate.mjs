// The yardstick for a fresh render: `renderToString` of the same page view with `SiteApp`, in a
// loop, with nothing else around it (no data, no document, no HTTP). Renders per second.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export async function renderRate(root, view, seconds = 5) {
  // React and @kmx/ui (built) are the server package's dependencies, so they are resolved there.
  const require = createRequire(join(root, 'packages/server/package.json'));
  const { createElement } = await import(require.resolve('react'));
  const { renderToString } = await import(require.resolve('react-dom/server'));
  const { SiteApp, preloadAllSiteViews } = await import(require.resolve('@kmx/ui'));
  // As the server does at start: views loaded on demand in the browser are all there.
  await preloadAllSiteViews();
  const render = () => renderToString(createElement(SiteApp, { view }));
  const size = render().length;
  for (let warm = Date.now(); Date.now() - warm < 1000;) render();
  let renders = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    render();
    renders += 1;
  }
  return { rate: renders / ((performance.now() - started) / 1000), htmlLength: size };
}
