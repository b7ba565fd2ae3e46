// What a page of the built browser bundle loads first, read from Vite's manifest (file names carry
// hashes): a public page, and the portal's first screen beyond it. `.size-limit.mjs` checks both
// against their budgets and `npm run bench` reports them; `render/client-budget.int.test.ts` holds
// the same rules. Budgets and figures: docs/performance.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `vite build --config vite.client.config.ts` writes the browser bundle. */
export const clientDirectory = 'packages/server/dist/client';

/** Source of the portal app and its sign-in client, of `@kmx/ui/portal`, and of the editor. */
export const privateSource =
  /(^|\/)(portal|portal-auth|editor)(\/|$)|start-portal|PortalApp|Editor/i;

/** The parts the portal loads on demand that its first screen, the dashboard, needs too. */
const firstScreenParts = /^(Dashboard|PortalFrame|PortalShell|PortalScreen)/;

/** @returns {Record<string, { file: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
export function readManifest(root = '.') {
  return JSON.parse(readFileSync(join(root, clientDirectory, '.vite/manifest.json'), 'utf8'));
}

/** A key and every chunk it imports statically (not by `import()`, which loads when asked). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function only(manifest, description, predicate) {
  const key = Object.keys(manifest).find((candidate) => predicate(manifest[candidate], candidate));
  if (key === undefined)
    throw new Error(`${clientDirectory} has no ${description}: build it again`);
  return key;
}

/**
 * A public page's first load: the entry, what it imports statically, and the ui texts of the
 * page's language (which `Document.tsx` preloads).
 */
export function publicFirstLoad(manifest, language) {
  const entry = only(manifest, 'entry', (chunk) => chunk.isEntry === true);
  const texts = only(
    manifest,
    `messages-${language}`,
    (chunk) => chunk.name === `messages-${language}`,
  );
  return staticClosure(manifest, texts, staticClosure(manifest, entry));
}

/**
 * What the portal's first screen loads beyond a public page's first load: the portal's chunk
 * (`start-portal`) with its static imports, the parts it loads on demand for the dashboard and
 * frame, and the portal's texts of one language.
 */
export function portalFirstScreen(manifest, language) {
  const portal = only(manifest, 'portal chunk', (chunk, key) => /start-portal/.test(key));
  const roots = [portal];
  const texts = Object.keys(manifest).find(
    (key) => manifest[key].name === `portal-messages-${language}`,
  );
  if (texts !== undefined) roots.push(texts);
  const reached = new Set();
  for (const root of roots) staticClosure(manifest, root, reached);
  for (const key of [...reached]) {
    for (const part of manifest[key].dynamicImports ?? []) {
      if (firstScreenParts.test(manifest[part]?.name ?? '')) staticClosure(manifest, part, reached);
    }
  }
  const publicKeys = publicFirstLoad(manifest, language);
  return new Set([...reached].filter((key) => !publicKeys.has(key)));
}

/** The script files of chunks. */
export function chunkFiles(manifest, keys) {
  return [...keys].map((key) => manifest[key].file);
}

/** The stylesheets chunks bring with them (a part's own CSS, such as the portal's). */
export function chunkStylesheets(manifest, keys) {
  return [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
}
