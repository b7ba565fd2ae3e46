// The yardstick for a fresh render: `renderToString` of the same page (the whole document, as the
// server renders it: `documentHtml` of @kmx/server, from the page's payload) in a loop, with
// nothing else around it (no request, no data, no pipeline, no HTTP). Renders per second.
import { loadRenderer } from './renderer.mjs';

export async function renderRate(root, payload, seconds = 5) {
  const renderPage = await loadRenderer(root);
  const render = () => renderPage(payload).length;
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
