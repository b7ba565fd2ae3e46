// The yardstick for a page-cache hit: a tiny Express app that sends fixed strings as HTML, one
// route per page (`/{name}`, each read from the file given as `name=file`). Run as its own process;
// prints its origin when it listens.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [, , root, ...pages] = process.argv;
// Express is the server package's dependency, so it is resolved from there.
const express = createRequire(join(root, 'packages/server/package.json'))('express');
const app = express();
for (const page of pages) {
  const [name, file] = page.split('=');
  const html = readFileSync(file, 'utf8');
  app.get(`/${name}`, (_request, response) => {
    response.type('html').send(html);
  });
}
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
