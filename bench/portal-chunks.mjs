// The built client files that belong to the portal or the editor (by their source in Vite's
// manifest), which no public page may load; and what the portal's first screen loads beyond a
// public page (scripts/client-chunks.mjs, the same closure `.size-limit.mjs` checks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chunkFiles,
  chunkStylesheets,
  clientDirectory,
  portalFirstScreen,
  privateSource,
  readManifest,
} from '../scripts/client-chunks.mjs';

export function portalChunkFiles(root) {
  const manifest = readManifest(root);
  return Object.entries(manifest)
    .filter(([source, chunk]) => privateSource.test(source) || privateSource.test(chunk.name ?? ''))
    .map(([, chunk]) => `/${chunk.file}`);
}

const gzipped = (root, file) =>
  gzipSync(readFileSync(join(root, clientDirectory, file)), { level: 9 }).length;

/** @returns {{ files: { file: string, gzipped: number }[], gzipped: number, stylesheetsGzipped: number }} */
export function portalFirstScreenSize(root, language) {
  const manifest = readManifest(root);
  const keys = portalFirstScreen(manifest, language);
  const files = chunkFiles(manifest, keys).map((file) => ({
    file: `/${file}`,
    gzipped: gzipped(root, file),
  }));
  return {
    files,
    gzipped: files.reduce((sum, file) => sum + file.gzipped, 0),
    // Not part of the budget (that counts JavaScript, as a public page's does); shown next to it.
    stylesheetsGzipped: chunkStylesheets(manifest, keys).reduce(
      (sum, file) => sum + gzipped(root, file),
      0,
    ),
  };
}
