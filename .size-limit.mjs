// The JavaScript a public page loads first, gzipped: the client entry, what it imports statically,
// and the ui texts of the page's language (preloaded by `Document.tsx`); parts loaded by `import()`
// come later. And the JavaScript the portal's first screen loads beyond that: the portal's chunk,
// the parts of its dashboard and frame, its texts of one language (issue 16: under 60 kB). File
// names carry hashes, so they come from Vite's manifest (scripts/client-chunks.mjs). Budget and
// figures: docs/performance.md; `render/client-budget.int.test.ts` checks the same closures.
import {
  chunkFiles,
  clientDirectory,
  portalFirstScreen,
  publicFirstLoad,
  readManifest,
} from './scripts/client-chunks.mjs';

const manifest = readManifest();
// Every language of the sites has texts of its own (ui `uiLanguages`), each a script part of its
// own; the portal speaks English and German only (`signedInLanguageOf`), so its texts are those.
const languages = ['en', 'de', 'fr', 'zh', 'ja', 'es', 'pt', 'cs', 'hu', 'ro', 'sk'];
const portalLanguages = ['en', 'de'];
const files = (keys) => chunkFiles(manifest, keys).map((file) => `${clientDirectory}/${file}`);

export default [
  ...languages.map((language) => ({
    name: `first load of a public page in ${language}`,
    path: files(publicFirstLoad(manifest, language)),
    gzip: true,
    limit: '100 kB',
  })),
  ...portalLanguages.map((language) => ({
    name: `first screen of the portal in ${language}, beyond a public page's first load`,
    path: files(portalFirstScreen(manifest, language)),
    gzip: true,
    limit: '60 kB',
  })),
];
