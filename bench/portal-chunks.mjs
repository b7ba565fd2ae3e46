// The built client files that belong to the portal or the editor (by their source in Vite's
// manifest), which no public page may load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const privateSource = /(^|\/)(portal|portal-auth|editor)(\/|$)|start-portal|PortalApp|Editor/i;

export function portalChunkFiles(root) {
  const manifestFile = join(root, 'packages/server/dist/client/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(manifest)
    .filter(([source, chunk]) => privateSource.test(source) || privateSource.test(chunk.name ?? ''))
    .map(([, chunk]) => `/${chunk.file}`);
}
