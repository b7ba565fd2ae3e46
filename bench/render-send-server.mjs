// The floor under a fresh render: a bare Node HTTP server (no Express, no pipeline, no data, no
// headers beyond type and length) that renders each page from its payload on every request, as
// the server renders it, and sends it. Routes `/{name}`, each payload read from the JSON file
// given as `name=file`. Run as its own process; prints its origin when it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadRenderer } from './renderer.mjs';

const [, , root, ...pages] = process.argv;
const renderPage = await loadRenderer(root);
const payloads = new Map(
  pages.map((page) => {
    const [name, file] = page.split('=');
    return [`/${name}`, JSON.parse(readFileSync(file, 'utf8'))];
  }),
);
const server = createServer((request, response) => {
  const payload = payloads.get(request.url);
  if (payload === undefined) {
    response.writeHead(404).end();
    return;
  }
  const html = renderPage(payload);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
