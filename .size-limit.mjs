// The JavaScript a public page loads first, gzipped: the client entry, what it imports statically,
// and the ui texts of the page's language (preloaded by `Document.tsx`); parts loaded by `import()`
// come later. File names carry hashes, so they come from Vite's manifest. Budget and figures:
// docs/performance.md; `render/client-budget.int.test.ts` checks the same closure.
import { readFileSync } from 'node:fs';

const client = 'packages/server/dist/client';
const manifest = JSON.parse(readFileSync(`${client}/.vite/manifest.json`, 'utf8'));
const keys = Object.keys(manifest);

function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

function only(description, predicate) {
  const key = keys.find((candidate) => predicate(manifest[candidate]));
  if (key === undefined) throw new Error(`${client} has no ${description}: build it again`);
  return key;
}

const entry = only('entry', (chunk) => chunk.isEntry === true);
const texts = (language) =>
  only(`messages-${language}`, (chunk) => chunk.name === `messages-${language}`);

export default ['en', 'de'].map((language) => ({
  name: `first load of a public page in ${language}`,
  path: [...staticClosure(texts(language), staticClosure(entry))].map(
    (key) => `${client}/${manifest[key].file}`,
  ),
  gzip: true,
  limit: '100 kB',
}));
