import { defineConfig } from 'tsup';

/** One entry per capability, as the package exports them (`@kmx/domain/catalogue`, …). */
const capabilities = [
  'auth',
  'browser',
  'catalogue',
  'comparison',
  'content',
  'editor',
  'errors',
  'forms',
  'media',
  'navigation',
  'policies',
  'portal',
  'ports',
  'redirects',
  'routing',
  'site',
  'text',
  'translation',
  'view',
];

export default defineConfig({
  entry: Object.fromEntries(
    capabilities.map((capability) => [`${capability}/index`, `src/${capability}/index.ts`]),
  ),
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
